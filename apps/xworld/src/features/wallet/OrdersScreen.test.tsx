import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { loadOrders } from "./load-orders";
import { OrdersScreen } from "./OrdersScreen";
import { pageAnswer, PLAYER_ID, plain, renderFeature } from "./testing";
import { ORDER_TABS } from "./wallet-paths";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace }) }));
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

function setup(tab: "transfers" | "wallet" | "onchain" = "transfers") {
  replace.mockClear();
  return renderFeature(<OrdersScreen locale="en-US" tab={tab} />, { answers: histories });
}

describe("/user/orders", () => {
  it("opens on the tab of the link and reads only that history", async () => {
    const { callsTo } = setup("onchain");
    expect(screen.getByRole("tab", { name: "On-chain" }).getAttribute("aria-selected")).toBe("true");
    const rows = within(await screen.findByRole("list", { name: "On-chain transactions" })).getAllByRole("listitem");
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      "Received on TRONFrom xworld-custody · 11/21/2025, 11:40+9.90 USDTCompleted",
      "Sent on BSCTo 0x5290…9EE7 · 11/20/2025, 11:40-5.00 USDTFailed",
    ]);
    expect(callsTo("/wallet/transfer_history")).toEqual([]);
    expect(callsTo("/wallet/offchain_history")).toEqual([]);
  });

  it("switches tabs, keeps the tab in the address, and pages the wallet records by 20", async () => {
    const { callsTo } = setup();
    expect(await screen.findByText("No transfers yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Wallet" }));
    expect(replace).toHaveBeenCalledWith("/en-US/user/orders?tab=wallet", { scroll: false });
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
    fireEvent.click(screen.getByRole("tab", { name: "Transfers" }));
    expect(replace).toHaveBeenLastCalledWith("/en-US/user/orders", { scroll: false });
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

    it("asks for the player's own when the server read for another login", async () => {
      const { callsTo } = renderFeature(<OrdersScreen locale="en-US" tab="wallet" first={await serverReads(PLAYER_ID + 1)} />, { answers: histories });
      await waitFor(() => expect(within(screen.getByRole("list", { name: "Wallet records" })).getAllByRole("listitem")).toHaveLength(20));
      expect(callsTo("/wallet/offchain_history")).toEqual([{ page: 1, page_size: 20 }]);
    });
  });
});
