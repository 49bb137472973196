import { marketEndpoints } from "@repo/api-client/endpoints/market";
import type { Trade } from "@repo/api-client/schemas/market";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, pageAnswer, plain, renderFeature } from "../wallet/testing";
import { loadMarketHistory } from "./load-market-history";
import { MarketHistoryScreen } from "./MarketHistoryScreen";
import type { TradeFilter } from "./trade-filter";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const PATH = marketEndpoints.history.path;
const NOW = TEST_NOW / 1000;

/** 23 trades, newest first: the even ones sold, the odd ones bought. */
const trades = (buyer = "dev_trader"): Trade[] =>
  Array.from({ length: 23 }, (_, index) => ({
    trade_id: 100 - index,
    listing_id: 500 - index,
    side: index % 2 === 0 ? "sold" : "bought",
    item_id: 40 + index,
    item_name: `Founders Seal #${index + 1}`,
    item_kind: "nft",
    item_rarity: "epic",
    coin_name: "USDT",
    price: "20.00",
    fee: "0.50",
    amount: index % 2 === 0 ? "20.00" : "-20.50",
    counterparty: { user_id: 10_026, username: buyer },
    time: NOW - index * 3_600,
  }));

/** The history as the API pages it: by side when one is asked for. */
function historyAnswer(list: readonly Trade[]) {
  const pages = pageAnswer(list);
  const bySide = { bought: pageAnswer(list.filter((trade) => trade.side === "bought")), sold: pageAnswer(list.filter((trade) => trade.side === "sold")) };
  return (input: unknown) => {
    const side = (input as { side?: "bought" | "sold" }).side;
    return side ? bySide[side](input) : pages(input);
  };
}
const answers = { [PATH]: historyAnswer(trades()) };

const rows = (container: HTMLElement = document.body) => within(within(container).getByRole("list", { name: "Trades" })).getAllByRole("listitem");
const serverFirst = async (filter: TradeFilter = "all", userId = PLAYER_ID, reads: Parameters<typeof fakeApi>[0] = answers) => ({
  userId,
  data: await loadMarketHistory(fakeApi(reads).client, filter),
});

describe("/market/history with the read the server made for the page", () => {
  it("reads the first page of the side the address names, 20 a page as the list reads", async () => {
    const server = fakeApi(answers);
    expect((await loadMarketHistory(server.client, "all")).trades?.list).toHaveLength(20);
    expect((await loadMarketHistory(server.client, "sold")).trades?.list).toHaveLength(12);
    expect(server.callsTo(PATH)).toEqual([
      { page: 1, page_size: 20 },
      { side: "sold", page: 1, page_size: 20 },
    ]);
    expect(await loadMarketHistory(fakeApi({}).client, "bought")).toEqual({ filter: "bought", trades: null });
  });

  it("has the trades the server read for the signed-in player in its HTML, as links, and hydrates without asking again", async () => {
    const page = await hydrateFeature(<MarketHistoryScreen locale="en-US" filter="all" first={await serverFirst()} />, { answers });
    expect(page.html).toContain("Founders Seal #1<");
    expect(page.html).not.toContain("Founders Seal #21<");
    expect(page.recoverable).toEqual([]);
    const [sold, bought] = rows(page.container);
    expect(plain(sold?.textContent ?? "")).toMatch(/^Founders Seal #1Sold to dev_trader · .*\+20\.00 USDT$/);
    expect(plain(bought?.textContent ?? "")).toMatch(/^Founders Seal #2Bought from dev_trader · .*-20\.50 USDT$/);
    expect(within(sold as HTMLElement).getByRole("link").getAttribute("href")).toBe("/en-US/market/detail?id=500");
    expect(rows(page.container)).toHaveLength(20);
    expect(within(page.container).getByText("20 of 23")).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.callsTo(PATH)).toEqual([]);
    page.unmount();
  });

  it("loads the next pages of the side in the browser after the server's rows, keeping them as they are", async () => {
    let fail = true;
    const history = historyAnswer(trades());
    const flaky = { [PATH]: (input: unknown) => (fail ? Promise.reject(new Error("down")) : history(input)) };
    const { container, callsTo } = renderFeature(<MarketHistoryScreen locale="en-US" filter="all" first={await serverFirst()} />, { answers: flaky });
    const serverRow = rows(container)[0];

    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The next page could not load.");
    expect(rows(container)).toHaveLength(20);

    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(rows(container)).toHaveLength(23));
    expect(rows(container)[0]).toBe(serverRow);
    expect(plain(rows(container)[22]?.textContent ?? "")).toContain("Founders Seal #23");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(callsTo(PATH)).toEqual([
      { page: 2, page_size: 20 },
      { page: 2, page_size: 20 },
    ]);
  });

  it("renders the page again on the server for the side chosen, reading nothing in the browser", async () => {
    router.replace.mockClear();
    const { container, callsTo } = renderFeature(<MarketHistoryScreen locale="en-US" filter="all" first={await serverFirst()} />, { answers });
    fireEvent.click(screen.getByRole("tab", { name: "Bought" }));
    expect(router.replace).toHaveBeenCalledWith("/en-US/market/history?side=bought", { scroll: false });
    expect(rows(container)).toHaveLength(20);
    expect(callsTo(PATH)).toEqual([]);
  });

  it("shows the side the server read for, with its own pages", async () => {
    const page = await hydrateFeature(<MarketHistoryScreen locale="en-US" filter="bought" first={await serverFirst("bought")} />, { answers });
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).getByRole("tab", { name: "Bought" }).getAttribute("aria-selected")).toBe("true");
    expect(rows(page.container).map((row) => plain(row.textContent))).toHaveLength(11);
    expect(rows(page.container).every((row) => plain(row.textContent).includes("Bought from"))).toBe(true);
    expect(within(page.container).queryByRole("button", { name: "Show more" })).toBeNull();
    page.unmount();
  });

  it("asks for the player's own trades when the server read for another login", async () => {
    const first = await serverFirst("all", PLAYER_ID + 1, { [PATH]: historyAnswer(trades("someone_else")) });
    const { container, callsTo } = renderFeature(<MarketHistoryScreen locale="en-US" filter="all" first={first} />, { answers });
    await waitFor(() => expect(rows(container)).toHaveLength(20));
    expect(within(container).queryByText(/someone_else/)).toBeNull();
    expect(callsTo(PATH)).toEqual([{ page: 1, page_size: 20 }]);
  });

  it("reads in the browser when the server's read failed, with a retry", async () => {
    let fail = true;
    const history = historyAnswer(trades());
    const flaky = { [PATH]: (input: unknown) => (fail ? Promise.reject(new Error("down")) : history(input)) };
    const first = await serverFirst("sold", PLAYER_ID, {});
    expect(first.data.trades).toBeNull();
    const { container, callsTo } = renderFeature(<MarketHistoryScreen locale="en-US" filter="sold" first={first} />, { answers: flaky });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(rows(container)).toHaveLength(12));
    expect(callsTo(PATH).at(-1)).toEqual({ side: "sold", page: 1, page_size: 20 });
  });

  it("says what shows here when the player has no trades", async () => {
    const none = { [PATH]: pageAnswer<Trade>([]) };
    const page = await hydrateFeature(<MarketHistoryScreen locale="en-US" filter="all" first={await serverFirst("all", PLAYER_ID, none)} />, { answers: none });
    expect(page.html).toContain("No trades yet");
    expect(page.html).toContain("What you buy and sell on the market will show here.");
    expect(page.recoverable).toEqual([]);
    expect(within(page.container).queryByRole("button", { name: "Show more" })).toBeNull();
    page.unmount();
  });

  it("reads nothing for a guest (the login guard sends them to sign in)", async () => {
    const { container, callsTo } = renderFeature(<MarketHistoryScreen locale="en-US" filter="all" first={null} />, { answers, loggedIn: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(container).queryByRole("list", { name: "Trades" })).toBeNull();
    expect(callsTo(PATH)).toEqual([]);
  });
});
