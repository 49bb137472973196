import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answers, renderFeature } from "../pay/testing";
import { loadMoney } from "./load-money";
import { MoneyScreen } from "./MoneyScreen";

vi.mock("server-only", () => ({}));

const NOW = TEST_NOW / 1000;
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());

const answers: Answers = {
  "/lucky_bear/asset_list": () => ({
    list: [
      { coin_name: "LB-USDT", coin_logo: "", amount: "60.00", locked: "0.00", usdt_amount: "60.00" },
      { coin_name: "VND", coin_logo: "", amount: "250000", locked: "0", usdt_amount: "10.00" },
    ],
    total_usdt: "70.00",
  }),
  "/lucky_bear/my_orders": (input) => {
    const { page, page_size } = input as { page: number; page_size: number };
    const list = [{ order_id: "R-000100", type: "recharge", amount: "250000", currency: "VND", usdt_amount: "10.00", status: "success", created_at: NOW - 60 }];
    return { list: page === 1 ? list : [], total: list.length, page, page_size };
  },
};

/** 25 orders, 20 a page: a recharge R-000100, then withdrawals W-000099 … W-000076. */
const ORDERS = Array.from({ length: 25 }, (_, index) => ({
  order_id: `${index === 0 ? "R" : "W"}-${String(100 - index).padStart(6, "0")}`,
  type: index === 0 ? ("recharge" as const) : ("withdraw" as const),
  amount: "250000",
  currency: "VND",
  usdt_amount: "10.00",
  status: "success",
  created_at: NOW - index * 60,
}));
const manyOrders: Answers = {
  ...answers,
  "/lucky_bear/my_orders": (input) => {
    const { page, page_size } = input as { page: number; page_size: number };
    return { list: ORDERS.slice((page - 1) * page_size, page * page_size), total: ORDERS.length, page, page_size };
  },
};

/** The page's first data as the server reads it with the player's login cookies. */
async function serverFirst(backend: Answers) {
  return { userId: PLAYER_ID, userName: "dev_player", data: await loadMoney(fakeApi(backend).client) };
}
const READS = ["/lucky_bear/asset_list", "/lucky_bear/my_orders"];

describe("/luckybear/money", () => {
  it("shows the signed-in player's total, balances and orders", async () => {
    const { callsTo } = renderFeature(<MoneyScreen locale="en-US" />, { answers });
    expect(await screen.findByText("70.00 USDT")).toBeTruthy();
    expect(within(await screen.findByRole("list", { name: "Balances" })).getAllByRole("listitem")).toHaveLength(2);
    expect(await screen.findByText(/R-000100/)).toBeTruthy();
    expect(callsTo("/lucky_bear/my_orders")).toEqual([{ page: 1, page_size: 20 }]);
  });

  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadMoney(server.client) };
    expect(READS.map(server.callsTo)).toEqual([[{}], [{ page: 1, page_size: 20 }]]);
    const page = await hydrateFeature(<MoneyScreen locale="en-US" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("70.00 USDT");
    expect(page.html).toContain("R-000100");
    expect(page.recoverable).toEqual([]);
    expect(within(within(page.container).getByRole("list", { name: "Balances" })).getAllByRole("listitem")).toHaveLength(2);
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("has the server's balances as links to their history and its orders, with no browser read", async () => {
    const page = await hydrateFeature(<MoneyScreen locale="en-US" first={await serverFirst(manyOrders)} />, { answers: manyOrders, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("Signed in as dev_player");
    expect(page.recoverable).toEqual([]);
    const balances = within(page.container).getByRole("list", { name: "Balances" });
    expect(within(balances).getByRole("link", { name: /VND/ }).getAttribute("href")).toBe("/en-US/luckybear/money/history?coin=VND");
    const orders = within(page.container).getByRole("list", { name: "My orders" });
    expect(within(orders).getAllByRole("listitem")).toHaveLength(20);
    expect(within(orders).getByRole("link", { name: /R-000100/ }).getAttribute("href")).toBe("/en-US/luckybear/money/pay-confirm?order_id=R-000100");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(READS.map(page.callsTo)).toEqual([[], []]);
    page.unmount();
  });

  it("loads the orders' next page on the first tap of Show more orders, after the server's rows, which stay", async () => {
    const { callsTo } = renderFeature(<MoneyScreen locale="en-US" first={await serverFirst(manyOrders)} />, { answers: manyOrders });
    const list = screen.getByRole("list", { name: "My orders" });
    const firstRow = within(list).getAllByRole("listitem")[0];
    fireEvent.click(screen.getByRole("button", { name: "Show more orders" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(25));
    expect(within(list).getAllByRole("listitem")[0]).toBe(firstRow);
    expect(within(list).getAllByRole("listitem")[24]?.textContent).toContain("W-000076");
    expect(screen.queryByRole("button", { name: "Show more orders" })).toBeNull();
    expect(READS.map(callsTo)).toEqual([[], [{ page: 2, page_size: 20 }]]);
  });

  it("says so when the next page could not load, and Retry asks again", async () => {
    let failing = true;
    const orders = manyOrders["/lucky_bear/my_orders"]!;
    const flaky = { ...manyOrders, "/lucky_bear/my_orders": (input: unknown) => ((input as { page: number }).page > 1 && failing ? Promise.reject(new Error("down")) : orders(input)) };
    const { callsTo } = renderFeature(<MoneyScreen locale="en-US" first={await serverFirst(flaky)} />, { answers: flaky });
    const list = screen.getByRole("list", { name: "My orders" });
    fireEvent.click(screen.getByRole("button", { name: "Show more orders" }));
    await waitFor(() => expect(callsTo("/lucky_bear/my_orders")).toHaveLength(1));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The next page could not load.");
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(25));
    expect(callsTo("/lucky_bear/my_orders")).toEqual([{ page: 2, page_size: 20 }, { page: 2, page_size: 20 }]);
  });

  it("offers no Show more orders when the server's first page is all there is", async () => {
    renderFeature(<MoneyScreen locale="en-US" first={await serverFirst(answers)} />, { answers });
    expect(screen.getByText(/R-000100/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more orders" })).toBeNull();
  });

  it("reads the page in the browser when a server read failed, with a retry when that fails too", async () => {
    let failing = true;
    const assets = answers["/lucky_bear/asset_list"]!;
    const flaky = { ...answers, "/lucky_bear/asset_list": (input: unknown) => (failing ? Promise.reject(new Error("down")) : assets(input)) };
    const first = await serverFirst(flaky);
    expect(first.data.assets).toBeNull();
    const { callsTo } = renderFeature(<MoneyScreen locale="en-US" first={first} />, { answers: flaky });
    expect(await screen.findByText("Your balances could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("70.00 USDT")).toBeTruthy();
    expect(callsTo("/lucky_bear/asset_list")).toEqual([{}, {}]);
  });

  it("shows a guest only the heading and reads nothing (app start sends them to sign in)", async () => {
    const { callsTo } = renderFeature(<MoneyScreen locale="en-US" />, { answers, loggedIn: false });
    expect(screen.getByRole("heading", { name: "My wallet" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText("Total balance")).toBeNull();
    expect(READS.map(callsTo)).toEqual([[], []]);
  });

  it("asks again when the server read for another login", async () => {
    const other = { userId: PLAYER_ID + 1, data: { assets: { list: [], total_usdt: "999.00" }, orders: { list: [], total: 0, page: 1, page_size: 20 } } };
    const { callsTo } = renderFeature(<MoneyScreen locale="en-US" first={other} />, { answers });
    expect(await screen.findByText("70.00 USDT")).toBeTruthy();
    expect(READS.map(callsTo)).toEqual([[{}], [{ page: 1, page_size: 20 }]]);
  });
});
