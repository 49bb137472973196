import { BusinessError } from "@repo/api-client/errors";
import { describe, expect, it } from "vitest";
import { kindOfTab, marketDetailPath, marketPath } from "./market-query";
import { readMarketQuery } from "./market-address";
import { buyBlock, buyerTotal, checkListingPrice, marketFee, marketRefusalOf } from "./market-rules";

describe("marketFee and buyerTotal", () => {
  it("charges the buyer fee_bps of the price, rounded up to the last unit", () => {
    expect(marketFee("20", 250)).toBe("0.5");
    expect(marketFee("12.5", 250)).toBe("0.3125");
    expect(marketFee("0.1", 250)).toBe("0.0025");
    // 0.000039 × 2.5 % = 0.000000975: up to one unit.
    expect(marketFee("0.000039", 250)).toBe("0.000001");
    expect(marketFee("10", 0)).toBe("0");
    expect(buyerTotal("12.5", 250)).toBe("12.8125");
    expect(buyerTotal("99999.99", 250)).toBe("102499.98975");
  });
});

describe("buyBlock", () => {
  const listing = { status: "on_sale" as const, seller: { user_id: 1, username: "seller" }, total: "20.5" };

  it("lets another player with enough money buy", () => {
    expect(buyBlock(listing, 2, "20.50")).toBeNull();
    expect(buyBlock(listing, 2, "20.49")).toBe("short");
  });

  it("does not call a balance short before it is read: a tap then asks the server, which knows", () => {
    expect(buyBlock(listing, 2, undefined)).toBeNull();
    expect(buyBlock(listing, 2, "0")).toBe("short");
  });

  it("refuses the seller, and a listing that is sold or withdrawn", () => {
    expect(buyBlock(listing, 1, "100")).toBe("own");
    expect(buyBlock({ ...listing, status: "sold" }, 1, "100")).toBe("sold");
    expect(buyBlock({ ...listing, status: "cancelled" }, 2, "100")).toBe("cancelled");
  });
});

describe("checkListingPrice", () => {
  const config = { min_price: "0.10", max_price: "100000.00" };

  it("takes a price in the market's range with the coin's decimals", () => {
    expect(checkListingPrice("12.5", config, 6)).toMatchObject({ ok: true, amount: "12.5" });
    expect(checkListingPrice("0.09", config, 6)).toEqual({ ok: false, problem: { kind: "below_min", min: "0.10" } });
    expect(checkListingPrice("100000.01", config, 6)).toEqual({ ok: false, problem: { kind: "above_max", max: "100000.00" } });
    expect(checkListingPrice("1.123", config, 2)).toEqual({ ok: false, problem: { kind: "too_many_decimals", decimals: 2 } });
    expect(checkListingPrice("", config, 6)).toEqual({ ok: false, problem: { kind: "empty" } });
  });
});

describe("marketRefusalOf", () => {
  const request = { service: "nft" as const, method: "POST" as const, path: "/nft/market/buy", url: "http://api/svc/nft/nft/market/buy" };
  const refused = (code: number, msg = "") => new BusinessError(request, code, msg);

  it("names the market's refusals", () => {
    expect([2101, 2102, 2103, 2104, 2105, 2001].map((code) => marketRefusalOf(refused(code)))).toEqual(["own", "sold", "cancelled", "listed", "not_owner", "lack"]);
    expect(marketRefusalOf(refused(1001))).toBeNull();
    expect(marketRefusalOf(new Error("offline"))).toBeNull();
  });
});

describe("the market's address", () => {
  it("reads the tab, back link, words, sort and rarity, with safe defaults", () => {
    expect(readMarketQuery({ tab: "pet", backShow: "1", q: "fox", sort: "price_asc", rarity: "epic" })).toEqual({
      tab: "pet",
      backShow: true,
      keyword: "fox",
      sort: "price_asc",
      rarity: "epic",
    });
    expect(readMarketQuery({ tab: "everything", backShow: "yes", sort: "random", rarity: "mythic" })).toEqual({ tab: "nft", backShow: false, keyword: "", sort: "newest", rarity: null });
  });

  it("writes it back without the defaults", () => {
    expect(marketPath({ tab: "nft", sort: "newest" })).toBe("/market");
    expect(marketPath({ tab: "mine", backShow: true })).toBe("/market?tab=mine&backShow=1");
    expect(marketPath(readMarketQuery({ tab: "pet", q: "sun dragon", rarity: "legendary" }))).toBe("/market?tab=pet&q=sun+dragon&rarity=legendary");
    expect(kindOfTab("mine")).toBeNull();
    expect(kindOfTab("pet")).toBe("pet");
    expect(marketDetailPath(17)).toBe("/market/detail?id=17");
  });
});
