import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { AssetHistoryScreen } from "./AssetHistoryScreen";
import { coinFromQuery, historyCoin } from "./asset-history-path";
import { loadAssetHistory } from "./load-asset-history";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const NOW = TEST_NOW / 1000;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW });
  window.history.replaceState(null, "", "/en-US/luckybear/money/history");
});
afterEach(() => vi.useRealTimers());

const ENTRIES = Array.from({ length: 23 }, (_, index) => ({
  id: 100 - index,
  amount: index === 0 ? "-10.00" : "1.00",
  kind: index === 0 ? "withdraw" : index === 1 ? "mystery_kind" : "invite_reward",
  memo: index === 0 ? "W000042" : `friend_${index}`,
  time: NOW - index * 60,
}));

const COINS = [
  { coin_name: "LB-USDT", coin_logo: "", amount: "60.00", locked: "0.00", usdt_amount: "60.00" },
  { coin_name: "VND", coin_logo: "", amount: "250000", locked: "0", usdt_amount: "10.00" },
];

const answers = {
  "/lucky_bear/asset_list": () => ({ list: COINS.slice(0, 1), total_usdt: "60.00" }),
  "/lucky_bear/asset_detail": (input: unknown) => {
    const { page, page_size, coin_name } = input as { page: number; page_size: number; coin_name: string };
    return { list: ENTRIES.slice((page - 1) * page_size, page * page_size), total: ENTRIES.length, page, page_size, coin_name, balance: "60.00" };
  },
};

describe("/luckybear/money/history", () => {
  it("lists a coin's changes 20 a page with what each was, and its balance", async () => {
    const { callsTo } = renderFeature(<AssetHistoryScreen locale="en-US" initialCoin={null} />, { answers });
    const list = await screen.findByRole("list", { name: "LB-USDT history" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(20);
    expect(rows[0]?.textContent).toContain("Withdrawal");
    expect(rows[0]?.textContent).toContain("−10.00");
    // An unknown kind shows its memo.
    expect(rows[1]?.textContent?.startsWith("friend_1")).toBe(true);
    expect(rows[2]?.textContent).toContain("Invite reward");
    expect(rows[2]?.textContent).toContain("+1.00");
    expect(screen.getByTestId("history-balance").textContent).toBe("60.00");
    await waitFor(() => expect(window.location.search).toBe("?coin=LB-USDT"));
    screen.getByRole("button", { name: "Show more" }).click();
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(23));
    expect(callsTo("/lucky_bear/asset_detail")).toEqual([
      { coin_name: "LB-USDT", page: 1, page_size: 20 },
      { coin_name: "LB-USDT", page: 2, page_size: 20 },
    ]);
  });

  it("reads the coin of the address", () => {
    expect(coinFromQuery(" lb-usdt ")).toBe("LB-USDT");
    expect(coinFromQuery("<x>")).toBeNull();
    expect(coinFromQuery(["LB-USDT"])).toBeNull();
    expect(historyCoin("BTC", ["LB-USDT", "BTC"])).toBe("BTC");
    expect(historyCoin("BTC", ["LB-USDT"])).toBe("LB-USDT");
    expect(historyCoin("BTC", [])).toBe("BTC");
    expect(historyCoin(null, [])).toBeNull();
  });

  it("is in the server's HTML for the signed-in player and hydrates without asking again", async () => {
    const server = fakeApi(answers);
    // ?coin=BTC names a coin the player does not hold: the server reads the history of their first coin, as the screen shows it.
    const first = { userId: PLAYER_ID, data: await loadAssetHistory(server.client, "BTC") };
    expect(server.callsTo("/lucky_bear/asset_list")).toEqual([{}]);
    expect(server.callsTo("/lucky_bear/asset_detail")).toEqual([{ coin_name: "LB-USDT", page: 1, page_size: 20 }]);
    const page = await hydrateFeature(<AssetHistoryScreen locale="en-US" initialCoin="BTC" first={first} />, { answers, platform: { kind: "luckybear-web", brand: "luckybear" } });
    expect(page.html).toContain("W000042");
    expect(page.recoverable).toEqual([]);
    expect(within(within(page.container).getByRole("list", { name: "LB-USDT history" })).getAllByRole("listitem")).toHaveLength(20);
    expect(within(page.container).getByTestId("history-balance").textContent).toBe("60.00");
    await waitFor(() => expect(window.location.search).toBe("?coin=LB-USDT"));
    expect(page.callsTo("/lucky_bear/asset_list")).toEqual([]);
    expect(page.callsTo("/lucky_bear/asset_detail")).toEqual([]);
    page.unmount();
  });

  it("loads the next page on the first tap of Show more of the server's page, after the server's rows, which stay", async () => {
    const first = { userId: PLAYER_ID, data: await loadAssetHistory(fakeApi(answers).client, null) };
    const { callsTo } = renderFeature(<AssetHistoryScreen locale="en-US" initialCoin={null} first={first} />, { answers });
    const list = screen.getByRole("list", { name: "LB-USDT history" });
    const firstRow = within(list).getAllByRole("listitem")[0];
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo("/lucky_bear/asset_detail")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(23));
    expect(within(list).getAllByRole("listitem")[0]).toBe(firstRow);
    // The pager reports the last page in an effect after its rows render.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Show more" })).toBeNull());
    expect(callsTo("/lucky_bear/asset_detail")).toEqual([{ coin_name: "LB-USDT", page: 2, page_size: 20 }]);
    expect(callsTo("/lucky_bear/asset_list")).toEqual([]);
  });

  it("renders the page again on the server for the coin of the tab chosen", async () => {
    router.replace.mockClear();
    const twoCoins = { ...answers, "/lucky_bear/asset_list": () => ({ list: COINS, total_usdt: "70.00" }) };
    const first = { userId: PLAYER_ID, data: await loadAssetHistory(fakeApi(twoCoins).client, "LB-USDT") };
    renderFeature(<AssetHistoryScreen locale="en-US" initialCoin="LB-USDT" first={first} />, { answers: twoCoins });
    expect(screen.getByRole("tab", { name: "LB-USDT" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.click(screen.getByRole("tab", { name: "VND" }));
    expect(router.replace).toHaveBeenCalledWith("/en-US/luckybear/money/history?coin=VND", { scroll: false });
  });

  it("reads the page in the browser when a server read failed, with a retry when that fails too", async () => {
    let failing = true;
    const detail = answers["/lucky_bear/asset_detail"];
    const flaky = { ...answers, "/lucky_bear/asset_detail": (input: unknown) => (failing ? Promise.reject(new Error("down")) : detail(input)) };
    const first = { userId: PLAYER_ID, data: await loadAssetHistory(fakeApi(flaky).client, null) };
    expect(first.data.history).toBeNull();
    const { callsTo } = renderFeature(<AssetHistoryScreen locale="en-US" initialCoin={null} first={first} />, { answers: flaky });
    expect(await screen.findByText("The history could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.getByTestId("history-balance").textContent).toBe("60.00"));
    expect(callsTo("/lucky_bear/asset_detail")).toEqual([
      { coin_name: "LB-USDT", page: 1, page_size: 20 },
      { coin_name: "LB-USDT", page: 1, page_size: 20 },
    ]);
  });

  it("shows a guest only the heading and reads nothing (the route rules send them to sign in)", async () => {
    const { callsTo } = renderFeature(<AssetHistoryScreen locale="en-US" initialCoin={null} />, { answers, loggedIn: false });
    expect(screen.getByRole("heading", { name: "Balance history" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(callsTo("/lucky_bear/asset_list")).toEqual([]);
    expect(callsTo("/lucky_bear/asset_detail")).toEqual([]);
  });

  it("asks again when the server read for another login", async () => {
    const other = {
      userId: PLAYER_ID + 1,
      data: {
        assets: { list: [{ coin_name: "LB-USDT", coin_logo: "", amount: "1.00", locked: "0.00", usdt_amount: "1.00" }], total_usdt: "1.00" },
        history: { coin: "LB-USDT", page: { list: [], total: 0, page: 1, page_size: 20, coin_name: "LB-USDT", balance: "1.00" } },
      },
    };
    const { callsTo } = renderFeature(<AssetHistoryScreen locale="en-US" initialCoin={null} first={other} />, { answers });
    await waitFor(() => expect(screen.getByTestId("history-balance").textContent).toBe("60.00"));
    expect(callsTo("/lucky_bear/asset_list")).toEqual([{}]);
    expect(callsTo("/lucky_bear/asset_detail")).toEqual([{ coin_name: "LB-USDT", page: 1, page_size: 20 }]);
  });
});
