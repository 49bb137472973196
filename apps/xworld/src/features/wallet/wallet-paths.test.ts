import { describe, expect, it } from "vitest";
import { ordersHref } from "./orders-href";
import { ORDER_TABS, readChainParam, readCoinParam, readOrderTab, walletHref } from "./wallet-paths";

describe("walletHref", () => {
  it("prefixes the locale and drops empty query values", () => {
    expect(walletHref("en-US", "exchange", { from: "KTHER", to: null })).toBe("/en-US/wallet/exchange?from=KTHER");
    expect(walletHref("vi-VN", "orders", { tab: "onchain" })).toBe("/vi-VN/user/orders?tab=onchain");
    expect(walletHref("vi-VN", "wallet")).toBe("/vi-VN/wallet");
  });
});

describe("query", () => {
  it.each([
    [{ from: "kther" }, "KTHER"],
    [{ from: ["happy", "kc"] }, "HAPPY"],
    [{ from: "" }, null],
    [{ from: "<b>" }, null],
    [{}, null],
  ])("reads the coin of %j as %s", (search, coin) => {
    expect(readCoinParam(search, "from")).toBe(coin);
  });

  it.each([
    [{ chain: "tron" }, "TRON"],
    [{ chain: "B S C" }, null],
    [{}, null],
  ])("reads the chain of %j as %s", (search, chain) => {
    expect(readChainParam(search)).toBe(chain);
  });

  it.each([
    [{ tab: "onchain" }, "onchain"],
    [{ tab: "wallet" }, "wallet"],
    [{ tab: "nope" }, "transfers"],
    [{}, "transfers"],
  ])("opens the orders tab of %j: %s", (search, tab) => {
    expect(readOrderTab(search)).toBe(tab);
  });
});

describe("ordersHref", () => {
  it("is walletHref's address of the orders tab", () => {
    for (const tab of ORDER_TABS) expect(ordersHref("vi-VN", tab)).toBe(walletHref("vi-VN", "orders", { tab: tab === "transfers" ? null : tab }));
    expect(ordersHref("en-US", "transfers")).toBe("/en-US/user/orders");
  });
});
