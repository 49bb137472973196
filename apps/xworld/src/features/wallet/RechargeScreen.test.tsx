import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RechargeScreen } from "./RechargeScreen";
import { plain, renderFeature, walletReads } from "./testing";

const OWN = "0x8f3a000000000000000000000000000000001234";
const SOL = "So1anaAddre55Dev111111111111111111111111111";

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
    fireEvent.click(await screen.findByRole("button", { name: "Copy the Solana address" }));
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
    fireEvent.click(await screen.findByRole("button", { name: "Copy the Tron (TRC20) address" }));
    await waitFor(() => expect(toasts.getSnapshot()[0]?.tone).toBe("error"));
  });

  it("shows a guest the chains and a sign-in, calling only the public chain list", async () => {
    const { call } = renderFeature(<RechargeScreen locale="en-US" />, { answers: walletReads(), loggedIn: false });
    expect(screen.getByRole("heading", { name: "Sign in to get your deposit address" })).toBeTruthy();
    const chains = await screen.findByRole("list", { name: "Supported chains" });
    await waitFor(() => expect(within(chains).getAllByRole("listitem")).toHaveLength(3));
    expect(call.mock.calls.map(([endpoint]) => endpoint.path)).toEqual(["/wallet/get_chain_list"]);
  });
});
