import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadRecharge } from "./load-recharge";
import { RechargeScreen } from "./RechargeScreen";
import { PLAYER_ID, plain, renderFeature, TOKENS, walletReads } from "./testing";

vi.mock("server-only", () => ({}));

const OWN = "0x8f3a000000000000000000000000000000001234";
const SOL = "So1anaAddre55Dev111111111111111111111111111";

/** A copy button once its part has loaded (the server draws it disabled until then, and the part replaces it). */
const workingButton = (name: string) =>
  waitFor(() => {
    const button = screen.getByRole("button", { name });
    expect(button.hasAttribute("disabled")).toBe(false);
    return button;
  });

afterEach(() => vi.unstubAllGlobals());

describe("/activity/recharge", () => {
  it("shows the deposit address of each chain and the tokens it takes", async () => {
    renderFeature(<RechargeScreen locale="en-US" />, { answers: walletReads() });
    expect((await screen.findByTestId("deposit-address-TRON")).textContent).toBe(OWN);
    expect(screen.getByTestId("deposit-address-BSC").textContent).toBe(OWN);
    expect(screen.getByTestId("deposit-address-SOL").textContent).toBe(SOL);
    const bsc = screen.getByRole("region", { name: "BNB Smart Chain" });
    await waitFor(() => expect(within(bsc).getByText("Accepts: USDT, WH, KTHER")).toBeTruthy());
    expect(within(screen.getByRole("region", { name: "Solana" })).getByText("Accepts: USDT, HAPPY")).toBeTruthy();
    const tokens = within(screen.getByRole("list", { name: "Supported tokens" })).getAllByRole("listitem");
    expect(plain(tokens[0]?.textContent ?? "")).toBe("UUSDTOn Tron (TRC20), BNB Smart Chain, Solana≈ 1.00 USDT");
    expect(tokens.map((token) => token.querySelector("span.font-semibold")?.textContent)).toEqual(["USDT", "WH", "KTHER", "HAPPY"]);
    expect(screen.getByText("XB, KC live inside the wallet only: earn them in games and tasks; they cannot be deposited.")).toBeTruthy();
  });

  it("copies an address and says Copied", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const { toasts } = renderFeature(<RechargeScreen locale="en-US" />, { answers: walletReads() });
    fireEvent.click(await workingButton("Copy the Solana address"));
    await waitFor(() => expect(toasts.getSnapshot().map((toast) => [toast.tone, toast.message])).toEqual([["success", "Copied"]]));
    expect(writeText).toHaveBeenCalledWith(SOL);
  });

  it("shows an address as a QR code on request, and hides it again", async () => {
    renderFeature(<RechargeScreen locale="en-US" />, { answers: walletReads() });
    const solana = await screen.findByRole("region", { name: "Solana" });
    const toggle = within(solana).getByRole("button", { name: "Show QR code" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    const code = await within(solana).findByRole("img", { name: "Your Solana deposit address" });
    expect(code.tagName.toLowerCase()).toBe("svg");
    expect(screen.getAllByRole("img", { name: /deposit address$/ })).toHaveLength(1);
    fireEvent.click(within(solana).getByRole("button", { name: "Hide QR code" }));
    expect(within(solana).queryByRole("img", { name: "Your Solana deposit address" })).toBeNull();
  });

  it("says so when copying is refused", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) } });
    const { toasts } = renderFeature(<RechargeScreen locale="en-US" />, { answers: walletReads() });
    fireEvent.click(await workingButton("Copy the Tron (TRC20) address"));
    await waitFor(() => expect(toasts.getSnapshot()[0]?.tone).toBe("error"));
  });

  it("shows a guest the chains and a sign-in, calling only the public chain list", async () => {
    const { call } = renderFeature(<RechargeScreen locale="en-US" />, { answers: walletReads(), loggedIn: false });
    expect(screen.getByRole("heading", { name: "Sign in to get your deposit address" })).toBeTruthy();
    const chains = await screen.findByRole("list", { name: "Supported chains" });
    await waitFor(() => expect(within(chains).getAllByRole("listitem")).toHaveLength(3));
    expect(call.mock.calls.map(([endpoint]) => endpoint.path)).toEqual(["/wallet/get_chain_list"]);
  });

  describe("with the reads the server made for the page", () => {
    const READS = ["/wallet/get_wallet_info", "/wallet/get_chain_list", "/wallet/get_all_wallet_addr", "/wallet/get_token_info"];
    const serverReads = async (userId: number) => ({ userId, data: await loadRecharge(fakeApi(walletReads()).client, userId) });

    it("reads the coins, the chains, the player's addresses and each coin's token facts", async () => {
      const server = fakeApi(walletReads());
      const first = await loadRecharge(server.client, PLAYER_ID);
      expect(READS.slice(0, 3).map(server.callsTo)).toEqual([[{ str_amount: true }], [{}], [{ user_id: PLAYER_ID }]]);
      expect(server.callsTo("/wallet/get_token_info")).toEqual(Object.keys(TOKENS).map((coin_name) => ({ coin_name })));
      expect(first.tokens?.map((token) => token.coin_name)).toEqual(Object.keys(TOKENS));
    });

    it("is in the server's HTML for the player, hydrates without a mismatch and asks for nothing again", async () => {
      const first = await serverReads(PLAYER_ID);
      const page = await hydrateFeature(<RechargeScreen locale="en-US" first={first} />, { answers: walletReads() });
      expect(page.html).toContain(OWN);
      expect(page.html).toContain(SOL);
      // The copy and QR buttons are drawn by the server, not pressable until their parts have loaded.
      expect(page.html).toMatch(/<button type="button" disabled="" aria-label="Copy the Solana address"/);
      expect(page.recoverable).toEqual([]);
      await waitFor(() => expect((within(page.container).getByRole("button", { name: "Copy the Solana address" }) as HTMLButtonElement).disabled).toBe(false));
      expect(within(page.container).getByTestId("deposit-address-SOL").textContent).toBe(SOL);
      expect(within(within(page.container).getByRole("region", { name: "Solana" })).getByText("Accepts: USDT, HAPPY")).toBeTruthy();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(READS.map(page.callsTo)).toEqual([[], [], [], []]);
      page.unmount();
    });

    it("copies an address from the server's page, its buttons working once started", async () => {
      const writeText = vi.fn(async () => undefined);
      vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
      const { toasts, callsTo } = renderFeature(<RechargeScreen locale="en-US" first={await serverReads(PLAYER_ID)} />, { answers: walletReads() });
      // Pressable once their part has loaded after start.
      await waitFor(() => expect((screen.getByRole("button", { name: "Copy the Solana address" }) as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(screen.getByRole("button", { name: "Copy the Solana address" }));
      await waitFor(() => expect(toasts.getSnapshot().map((toast) => [toast.tone, toast.message])).toEqual([["success", "Copied"]]));
      expect(writeText).toHaveBeenCalledWith(SOL);
      fireEvent.click(await within(screen.getByRole("region", { name: "Solana" })).findByRole("button", { name: "Show QR code", expanded: false }));
      expect(await screen.findByRole("img", { name: "Your Solana deposit address" })).toBeTruthy();
      expect(READS.map(callsTo)).toEqual([[], [], [], []]);
    });

    it("reads in the browser when a server read failed, with a retry when the browser's fails too", async () => {
      const first = await serverReads(PLAYER_ID);
      let fail = true;
      const answers = walletReads();
      const addresses = answers["/wallet/get_all_wallet_addr"]!;
      renderFeature(<RechargeScreen locale="en-US" first={{ ...first, data: { ...first.data, addresses: null } }} />, {
        answers: { ...answers, "/wallet/get_all_wallet_addr": (input) => (fail ? Promise.reject(new Error("down")) : addresses(input)) },
      });
      const retry = await screen.findByRole("button", { name: "Retry" });
      expect(screen.getByText("Your deposit addresses could not load.")).toBeTruthy();
      fail = false;
      fireEvent.click(retry);
      expect((await screen.findByTestId("deposit-address-TRON")).textContent).toBe(OWN);
    });

    it("asks for the player's own when the server read for another login", async () => {
      const { callsTo } = renderFeature(<RechargeScreen locale="en-US" first={await serverReads(PLAYER_ID + 1)} />, { answers: walletReads() });
      expect((await screen.findByTestId("deposit-address-TRON")).textContent).toBe(OWN);
      expect(callsTo("/wallet/get_wallet_info")).toEqual([{ str_amount: true }]);
      expect(callsTo("/wallet/get_all_wallet_addr")).toEqual([{ user_id: PLAYER_ID }]);
    });
  });
});
