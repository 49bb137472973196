import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { OrdersScreen } from "./OrdersScreen";
import { pageAnswer, plain, renderFeature } from "./testing";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace }) }));

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

function setup(tab: "transfers" | "wallet" | "onchain" = "transfers") {
  replace.mockClear();
  return renderFeature(<OrdersScreen locale="en-US" tab={tab} />, {
    answers: {
      "/wallet/transfer_history": pageAnswer([]),
      "/wallet/offchain_history": pageAnswer(ledger),
      "/wallet/onchain_history": pageAnswer(onchain),
    },
  });
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
});
