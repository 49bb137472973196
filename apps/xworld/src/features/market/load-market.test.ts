import { recordingApi } from "@repo/api-client/test-support/recording-api";
import { describe, expect, it, vi } from "vitest";
import { loadMarket } from "./load-market";
import { readMarketQuery } from "./market-address";

vi.mock("server-only", () => ({}));

const PAGE = { list: [], total: 0, page: 1, page_size: 20 };

/** Answers PAGE, or rejects every call when `failing`. */
const fakeApi = (failing = false) => recordingApi(() => PAGE, () => failing);

describe("loadMarket", () => {
  it("fetches the first page of the search the address names", async () => {
    const { api, calls } = fakeApi();
    expect(await loadMarket(api, readMarketQuery({ tab: "pet", q: "cub", rarity: "rare", sort: "price_asc", backShow: "1" }))).toEqual({ listings: PAGE });
    expect(calls).toEqual([["/search/market_items", { kind: "pet", keyword: "cub", rarity: "rare", sort: "price_asc", page: 1, page_size: 20 }]]);
  });

  it("asks nothing for the player's own listings", async () => {
    const { api, calls } = fakeApi();
    expect(await loadMarket(api, readMarketQuery({ tab: "mine" }))).toEqual({ listings: null });
    expect(calls).toEqual([]);
  });

  it("a failed call leaves the listings to the browser instead of failing the page", async () => {
    const { api } = fakeApi(true);
    expect(await loadMarket(api, readMarketQuery({}))).toEqual({ listings: null });
  });
});
