import { coinAtom } from "@repo/session/stores/session";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { describe, expect, it, vi } from "vitest";
import { loadWallet } from "./load-wallet";
import { pageAnswer, PLAYER_ID, plain, renderFeature, walletReads } from "./testing";
import { WalletScreen } from "./WalletScreen";

vi.mock("server-only", () => ({}));

const NOW = 1_763_700_000;

const transfers = Array.from({ length: 25 }, (_, index) => ({
  id: `T-${String(index + 1).padStart(6, "0")}`,
  kind: index % 2 === 0 ? "offchain_to_onchain" : "onchain_transfer",
  coin_name: "USDT",
  amount: "10.00",
  fee: index % 2 === 0 ? "0.10" : "0.00",
  chain: "TRON",
  to_address: "0x8f3a000000000000000000000000000000001234",
  status: index === 0 ? "pending" : "success",
  time: NOW - index * 3_600,
}));

function setup() {
  return renderFeature(<WalletScreen locale="en-US" />, { answers: { ...walletReads(), "/wallet/transfer_history": pageAnswer(transfers) } });
}

const coinsList = () => screen.getByRole("list", { name: "My coins" });

describe("/wallet", () => {
  it("shows a guest what the wallet offers and a sign-in that comes back, without calling the API", async () => {
    const { call } = renderFeature(<WalletScreen locale="en-US" />, { answers: {}, loggedIn: false, hasInit: false });
    expect(await screen.findByRole("heading", { name: "Your wallet, with several coins" })).toBeTruthy();
    expect(screen.getByText("Exchange one coin for another at the current price")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(`/en-US/user/login?backUrl=${encodeURIComponent("/en-US/wallet")}`);
    expect(call).not.toHaveBeenCalled();
  });

  it("waits for app start inside Telegram instead of showing the sign-in", async () => {
    renderFeature(<WalletScreen locale="en-US" />, { answers: {}, loggedIn: false, hasInit: false, platform: { kind: "telegram" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
  });

  it("shows the total in USDT, every coin, and highlights the main coin (WH by default)", async () => {
    setup();
    await waitFor(() => expect(plain(screen.getByTestId("wallet-total").textContent)).toBe("≈ 232.75 USDT"));
    expect(plain(screen.getByTestId("wallet-main-coin").textContent)).toBe("Main coinWH3,000.00");
    const rows = within(coinsList()).getAllByRole("button");
    expect(rows.map((row) => row.querySelector("span.font-semibold")?.textContent)).toEqual(["USDT", "WH", "XB", "KTHER", "KC", "HAPPY"]);
    expect(within(coinsList()).getByRole("button", { name: /^KTHER/ }).textContent).toContain("≈ 6.00 USDT");
    expect(within(coinsList()).getByRole("button", { current: true }).querySelector("span.font-semibold")?.textContent).toBe("WH");
  });

  it("makes a tapped coin the main coin, remembered on the device", async () => {
    const { store, platform, toasts } = setup();
    fireEvent.click(await within(await screen.findByRole("list", { name: "My coins" })).findByRole("button", { name: /^KTHER/ }));
    // The device's preferences load with the tap.
    await waitFor(() => expect(store.get(coinAtom).coinType).toBe("KTHER"));
    expect(platform.storage.getItem("coin_type")).toMatch(/KTHER/);
    await waitFor(() => expect(toasts.getSnapshot().map((toast) => toast.message)).toEqual(["KTHER is now your main coin."]));
    expect(plain(screen.getByTestId("wallet-main-coin").textContent)).toBe("Main coinKTHER40.00");
    expect(within(coinsList()).getByRole("button", { current: true }).querySelector("span.font-semibold")?.textContent).toBe("KTHER");
    expect(screen.getByRole("link", { name: "Exchange" }).getAttribute("href")).toBe("/en-US/wallet/exchange?from=KTHER");
  });

  it("links the four actions", async () => {
    setup();
    const actions = screen.getByRole("navigation", { name: "Wallet actions" });
    expect(within(actions).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["↓Recharge", "/en-US/activity/recharge"],
      ["↑Withdraw", "/en-US/user/withdraw"],
      ["⇄Exchange", "/en-US/wallet/exchange?from=WH"],
      ["≡History", "/en-US/user/orders"],
    ]);
  });

  it("opens the explanation dialogs of the total and of the coins that have one", async () => {
    const { openDialog } = setup();
    fireEvent.click(screen.getByRole("button", { name: "What are total assets?" }));
    expect(openDialog()).toEqual({ name: "explanation", props: { kind: "assets" } });
    const guide = await screen.findByRole("list", { name: "About the coins" });
    expect(within(guide).getAllByRole("button").map((button) => button.textContent)).toEqual(["What is KTHER?", "What is KC?", "What is HAPPY?"]);
    fireEvent.click(within(guide).getByRole("button", { name: "What is KC?" }));
    expect(openDialog()).toEqual({ name: "explanation", props: { kind: "contribute" } });
  });

  it("lists the recent transfers 20 at a time, with status and date", async () => {
    const { callsTo } = setup();
    const list = await screen.findByRole("list", { name: "Transfers" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(20);
    const first = within(list).getAllByRole("listitem")[0] as HTMLElement;
    expect(plain(first.textContent)).toContain("Withdrawal to TRON");
    expect(plain(first.textContent)).toContain("Processing");
    expect(plain(first.textContent)).toContain("-10.00 USDT");
    expect(plain(first.textContent)).toContain("To 0x8f3a…1234 · 11/21/2025, 11:40");
    expect(screen.getByText("20 of 25")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(25));
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(callsTo("/wallet/transfer_history")).toEqual([
      { page: 1, page_size: 20 },
      { page: 2, page_size: 20 },
    ]);
  });

  it("offers a retry when the balances fail", async () => {
    let fail = true;
    const reads = walletReads();
    renderFeature(<WalletScreen locale="en-US" />, {
      answers: {
        ...reads,
        "/wallet/get_wallet_info": (input) => {
          if (fail) throw new Error("offline");
          return reads["/wallet/get_wallet_info"]?.(input);
        },
        "/wallet/transfer_history": pageAnswer([]),
      },
    });
    const retry = await screen.findByRole("button", { name: "Retry" });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(plain(screen.getByTestId("wallet-total").textContent)).toBe("≈ 232.75 USDT"));
    expect(await screen.findByText("No transfers yet")).toBeTruthy();
  });

  it("is in the server's HTML for the signed-in player with the first transfers, and hydrates without asking again", async () => {
    const answers = { ...walletReads(), "/wallet/transfer_history": pageAnswer(transfers) };
    const server = fakeApi(answers);
    const first = { userId: PLAYER_ID, data: await loadWallet(server.client) };
    expect(server.callsTo("/wallet/transfer_history")).toEqual([{ page: 1, page_size: 20 }]);
    const page = await hydrateFeature(<WalletScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("232.75");
    expect(page.html).toContain("Withdrawal to TRON");
    expect(page.recoverable).toEqual([]);
    expect(within(within(page.container).getByRole("list", { name: "Transfers" })).getAllByRole("listitem")).toHaveLength(20);
    expect(page.call).not.toHaveBeenCalled();
    page.unmount();
  });

  it("draws every coin's figures, the default main coin and its Exchange link in the server's HTML; the stored main coin moves them after start with no read", async () => {
    const answers = { ...walletReads(), "/wallet/transfer_history": pageAnswer(transfers) };
    const first = { userId: PLAYER_ID, data: await loadWallet(fakeApi(answers).client) };
    const page = await hydrateFeature(<WalletScreen locale="en-US" first={first} />, { answers });
    const server = document.createElement("div");
    server.innerHTML = page.html;
    const serverRows = within(within(server).getByRole("list", { name: "My coins" })).getAllByRole("button");
    expect(serverRows.map((row) => plain(row.textContent))).toContain("KKTHER40.00≈ 6.00 USDT");
    expect(serverRows.filter((row) => row.getAttribute("aria-current") === "true").map((row) => row.querySelector("span.font-semibold")?.textContent)).toEqual(["WH"]);
    expect(plain(within(server).getByTestId("wallet-main-coin").textContent)).toBe("Main coinWH3,000.00");
    expect(within(server).getByRole("link", { name: "Exchange" }).getAttribute("href")).toBe("/en-US/wallet/exchange?from=WH");
    expect(within(server).getAllByRole("button", { name: /^What is/ }).map((button) => button.textContent)).toEqual(["What is KTHER?", "What is KC?", "What is HAPPY?"]);
    expect(page.recoverable).toEqual([]);

    // The device's stored main coin, read after start: only the highlight, the header and the link move.
    act(() => page.store.set(coinAtom, (coin) => ({ ...coin, coinType: "KTHER" })));
    const coins = within(page.container).getByRole("list", { name: "My coins" });
    expect(within(coins).getByRole("button", { current: true }).querySelector("span.font-semibold")?.textContent).toBe("KTHER");
    expect(plain(within(page.container).getByTestId("wallet-main-coin").textContent)).toBe("Main coinKTHER40.00");
    expect(within(page.container).getByRole("link", { name: "Exchange" }).getAttribute("href")).toBe("/en-US/wallet/exchange?from=KTHER");
    fireEvent.click(within(page.container).getByRole("button", { name: "What are total assets?" }));
    expect(page.openDialog()).toEqual({ name: "explanation", props: { kind: "assets" } });
    expect(page.call).not.toHaveBeenCalled();
    page.unmount();
  });

  it("a tap on the main coin already chosen changes nothing and says nothing", async () => {
    const answers = { ...walletReads(), "/wallet/transfer_history": pageAnswer(transfers) };
    const first = { userId: PLAYER_ID, data: await loadWallet(fakeApi(answers).client) };
    const page = await hydrateFeature(<WalletScreen locale="en-US" first={first} />, { answers });
    fireEvent.click(within(within(page.container).getByRole("list", { name: "My coins" })).getByRole("button", { name: /^WH/ }));
    expect(page.toasts.getSnapshot()).toEqual([]);
    expect(page.platform.storage.getItem("coin_type")).toBeNull();
    page.unmount();
  });

  it("on the server-rendered page, makes a tapped coin the main coin and shows more transfers after the server's", async () => {
    const answers = { ...walletReads(), "/wallet/transfer_history": pageAnswer(transfers) };
    const first = { userId: PLAYER_ID, data: await loadWallet(fakeApi(answers).client) };
    const page = await hydrateFeature(<WalletScreen locale="en-US" first={first} />, { answers });
    fireEvent.click(within(within(page.container).getByRole("list", { name: "My coins" })).getByRole("button", { name: /^KTHER/ }));
    await waitFor(() => expect(page.store.get(coinAtom).coinType).toBe("KTHER"));
    await waitFor(() => expect(page.toasts.getSnapshot().map((toast) => toast.message)).toEqual(["KTHER is now your main coin."]));
    expect(within(within(page.container).getByRole("list", { name: "My coins" })).getByRole("button", { current: true }).querySelector("span.font-semibold")?.textContent).toBe("KTHER");
    fireEvent.click(within(page.container).getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(within(page.container).getByRole("list", { name: "Transfers" })).getAllByRole("listitem")).toHaveLength(25));
    expect(page.callsTo("/wallet/transfer_history")).toEqual([{ page: 2, page_size: 20 }]);
    expect(page.callsTo("/wallet/get_wallet_info")).toEqual([]);
    page.unmount();
  });

  it("reads the transfers in the browser when only their server read failed, and the whole wallet for another login", async () => {
    const answers = { ...walletReads(), "/wallet/transfer_history": pageAnswer(transfers) };
    const read = await loadWallet(fakeApi(answers).client);
    const partial = renderFeature(<WalletScreen locale="en-US" first={{ userId: PLAYER_ID, data: { ...read, transfers: null } }} />, { answers });
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Transfers" })).getAllByRole("listitem")).toHaveLength(20));
    expect(partial.callsTo("/wallet/get_wallet_info")).toEqual([]);
    partial.unmount();
    const other = renderFeature(<WalletScreen locale="en-US" first={{ userId: PLAYER_ID + 1, data: read }} />, { answers });
    await waitFor(() => expect(other.callsTo("/wallet/get_wallet_info")).toHaveLength(1));
    await waitFor(() => expect(plain(screen.getByTestId("wallet-total").textContent)).toBe("≈ 232.75 USDT"));
  });
});
