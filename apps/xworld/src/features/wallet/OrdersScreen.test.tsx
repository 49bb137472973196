import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { loadOrders } from "./load-orders";
import { OrdersScreen } from "./OrdersScreen";
import { pageAnswer, PLAYER_ID, plain, renderFeature } from "./testing";
import { ORDER_TABS, type OrderTab } from "./wallet-paths";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace, refresh: vi.fn() }) }));
vi.mock("server-only", () => ({}));

const NOW = 1_763_700_000;

const ledger = Array.from({ length: 23 }, (_, index) => ({
  id: 100 - index,
  coin_name: index === 0 ? "WH" : "XB",
  amount: index === 0 ? "-100.00" : "25.00",
  kind: index === 0 ? "swap" : index === 22 ? "seed" : "task_reward",
  memo: index === 0 ? "to USDT" : index === 22 ? "opening balance" : "Pet Rush",
  time: NOW - index * 60,
}));

const onchain = [
  { tx_hash: "0xaaa", coin_name: "USDT", amount: "9.90", chain: "TRON", direction: "in", from_address: "xworld-custody", to_address: "0x8f3a000000000000000000000000000000001234", status: "success", time: NOW },
  { tx_hash: "0xbbb", coin_name: "USDT", amount: "5.00", chain: "BSC", direction: "out", from_address: "0x8f3a000000000000000000000000000000001234", to_address: "0x52908400098527886E0F7030069857D2E4169EE7", status: "failed", time: NOW - 86_400 },
];

const histories = {
  "/wallet/transfer_history": pageAnswer([]),
  "/wallet/offchain_history": pageAnswer(ledger),
  "/wallet/onchain_history": pageAnswer(onchain),
  "/pay/payout_orders": pageAnswer([]),
};

/** The page without a server read (a login only the browser knows): the browser reads the opened tab. */
function setup(tab: OrderTab = "transfers") {
  replace.mockClear();
  return renderFeature(<OrdersScreen locale="en-US" tab={tab} />, { answers: histories });
}

describe("/user/orders", () => {
  it("opens on the tab of the link and reads only that history", async () => {
    const { callsTo } = setup("onchain");
    expect((await screen.findByRole("tab", { name: "On-chain" })).getAttribute("aria-selected")).toBe("true");
    const rows = within(await screen.findByRole("list", { name: "On-chain transactions" })).getAllByRole("listitem");
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      "Received on TRONFrom xworld-custody · 11/21/2025, 11:40+9.90 USDTCompleted",
      "Sent on BSCTo 0x5290…9EE7 · 11/20/2025, 11:40-5.00 USDTFailed",
    ]);
    expect(callsTo("/wallet/transfer_history")).toEqual([]);
    expect(callsTo("/wallet/offchain_history")).toEqual([]);
  });

  it("keeps the tab in the address: a tab chosen renders the page again on the server", async () => {
    const { callsTo } = setup();
    expect(await screen.findByText("No transfers yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Wallet" }));
    expect(replace).toHaveBeenCalledWith("/en-US/user/orders?tab=wallet", { scroll: false });
    setup("wallet");
    await waitFor(() => expect(screen.getAllByRole("tab", { name: "Transfers" })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole("tab", { name: "Transfers" }).at(-1) as HTMLElement);
    expect(replace).toHaveBeenLastCalledWith("/en-US/user/orders", { scroll: false });
    expect(callsTo("/wallet/offchain_history")).toEqual([]);
  });

  it("pages the wallet records by 20 in the browser's read", async () => {
    const { callsTo } = setup("wallet");
    const list = await screen.findByRole("list", { name: "Wallet records" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(20);
    expect(plain(rows[0]?.textContent ?? "")).toBe("Exchangeto USDT · 11/21/2025, 11:40-100.00 WH");
    expect(plain(rows[1]?.textContent ?? "")).toBe("Task rewardPet Rush · 11/21/2025, 11:39+25.00 XB");
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(23));
    // A memo that repeats the kind is left out.
    expect(plain(within(list).getAllByRole("listitem")[22]?.textContent ?? "")).toBe("Opening balance11/21/2025, 11:18+25.00 XB");
    expect(callsTo("/wallet/offchain_history")).toEqual([
      { page: 1, page_size: 20 },
      { page: 2, page_size: 20 },
    ]);
  });

  it("asks a signed-out visitor to sign in once app start is done", () => {
    renderFeature(<OrdersScreen locale="en-US" tab="transfers" />, { answers: {}, loggedIn: false });
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(`/en-US/user/login?backUrl=${encodeURIComponent("/en-US/user/orders")}`);
  });

  describe("with the reads the server made for the page", () => {
    const READS = ["/wallet/transfer_history", "/wallet/offchain_history", "/wallet/onchain_history", "/pay/payout_orders"];
    const serverReads = async (userId: number) => ({ userId, data: await loadOrders(fakeApi(histories).client, "wallet") });

    it("reads the first page of the opened tab only, 20 a page as the lists read", async () => {
      for (const tab of ORDER_TABS) {
        const server = fakeApi(histories);
        const first = await loadOrders(server.client, tab);
        expect(READS.map(server.callsTo)).toEqual(ORDER_TABS.map((other) => (other === tab ? [{ page: 1, page_size: 20 }] : [])));
        expect(Object.entries(first).filter(([, part]) => part !== null).map(([name]) => name)).toEqual([tab]);
      }
    });

    it("is in the server's HTML for the player, hydrates without a mismatch and asks for nothing again", async () => {
      const first = await serverReads(PLAYER_ID);
      const page = await hydrateFeature(<OrdersScreen locale="en-US" tab="wallet" first={first} />, { answers: histories });
      expect(page.html).toContain("Pet Rush");
      expect(page.recoverable).toEqual([]);
      expect(within(within(page.container).getByRole("list", { name: "Wallet records" })).getAllByRole("listitem")).toHaveLength(20);
      expect(within(page.container).getByRole("button", { name: "Show more" })).toBeTruthy();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(READS.map(page.callsTo)).toEqual([[], [], [], []]);
      page.unmount();
    });

    it("loads the next pages in the browser after the server's rows, keeping them as they are", async () => {
      let fail = true;
      const ledgerPages = pageAnswer(ledger);
      const flaky = { ...histories, "/wallet/offchain_history": (input: unknown) => (fail ? Promise.reject(new Error("down")) : ledgerPages(input)) };
      const { container, callsTo } = renderFeature(<OrdersScreen locale="en-US" tab="wallet" first={await serverReads(PLAYER_ID)} />, { answers: flaky });
      const list = within(container).getByRole("list", { name: "Wallet records" });
      const serverRow = within(list).getAllByRole("listitem")[0];
      expect(within(container).getByText("20 of 23")).toBeTruthy();

      fireEvent.click(screen.getByRole("button", { name: "Show more" }));
      expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The next page could not load.");
      fail = false;
      fireEvent.click(screen.getByRole("button", { name: "Retry" }));
      await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(23));
      expect(within(list).getAllByRole("listitem")[0]).toBe(serverRow);
      expect(plain(within(list).getAllByRole("listitem")[22]?.textContent ?? "")).toBe("Opening balance11/21/2025, 11:18+25.00 XB");
      expect(callsTo("/wallet/offchain_history")).toEqual([
        { page: 2, page_size: 20 },
        { page: 2, page_size: 20 },
      ]);
    });

    it("renders each tab's first page on the server: on-chain rows, the empty payouts with their way to a payout", async () => {
      const onchainFirst = { userId: PLAYER_ID, data: await loadOrders(fakeApi(histories).client, "onchain") };
      const onchainPage = await hydrateFeature(<OrdersScreen locale="en-US" tab="onchain" first={onchainFirst} />, { answers: histories });
      expect(onchainPage.recoverable).toEqual([]);
      expect(within(within(onchainPage.container).getByRole("list", { name: "On-chain transactions" })).getAllByRole("listitem").map((row) => plain(row.textContent))).toEqual([
        "Received on TRONFrom xworld-custody · 11/21/2025, 11:40+9.90 USDTCompleted",
        "Sent on BSCTo 0x5290…9EE7 · 11/20/2025, 11:40-5.00 USDTFailed",
      ]);
      expect(within(onchainPage.container).getByRole("tab", { name: "On-chain" }).getAttribute("aria-selected")).toBe("true");
      onchainPage.unmount();

      const payoutsFirst = { userId: PLAYER_ID, data: await loadOrders(fakeApi(histories).client, "payouts") };
      const payoutsPage = await hydrateFeature(<OrdersScreen locale="en-US" tab="payouts" first={payoutsFirst} />, { answers: histories });
      expect(payoutsPage.html).toContain("No payouts yet");
      expect(within(payoutsPage.container).getByRole("link", { name: "Withdraw to a payment method" })).toBeTruthy();
      expect(payoutsPage.recoverable).toEqual([]);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(READS.map(payoutsPage.callsTo)).toEqual([[], [], [], []]);
      payoutsPage.unmount();
    });

    it("reads in the browser when the server's read failed, with a retry", async () => {
      let fail = true;
      const ledgerPages = pageAnswer(ledger);
      const flaky = { ...histories, "/wallet/offchain_history": (input: unknown) => (fail ? Promise.reject(new Error("down")) : ledgerPages(input)) };
      const first = { userId: PLAYER_ID, data: await loadOrders(fakeApi({}).client, "wallet") };
      expect(first.data.wallet).toBeNull();
      renderFeature(<OrdersScreen locale="en-US" tab="wallet" first={first} />, { answers: flaky });
      const retry = await screen.findByRole("button", { name: "Retry" });
      fail = false;
      fireEvent.click(retry);
      await waitFor(() => expect(within(screen.getByRole("list", { name: "Wallet records" })).getAllByRole("listitem")).toHaveLength(20));
    });

    it("asks for the player's own when the server read for another login", async () => {
      const { callsTo } = renderFeature(<OrdersScreen locale="en-US" tab="wallet" first={await serverReads(PLAYER_ID + 1)} />, { answers: histories });
      await waitFor(() => expect(within(screen.getByRole("list", { name: "Wallet records" })).getAllByRole("listitem")).toHaveLength(20));
      expect(callsTo("/wallet/offchain_history")).toEqual([{ page: 1, page_size: 20 }]);
    });
  });
});
