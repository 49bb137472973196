import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { ChooseMethodScreen } from "./ChooseMethodScreen";
import { loadChooseMethod } from "./load-choose-method";
import type { PayoutFlow } from "./payment-paths";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: vi.fn() }) }));
vi.mock("server-only", () => ({}));
beforeEach(() => replace.mockClear());

const BANK = { method_id: 1, type: "bank", provider: "Vietcombank", account_mask: "•••• 6789", holder_name: "Dev Player", is_default: true, created_at: 1 };
const MOMO = { method_id: 2, type: "ewallet", provider: "MoMo", account_mask: "•••• 5678", holder_name: "Dev Player", is_default: false, created_at: 2 };

function setup({ back = "withdrawNew", methodId = null, methods = [BANK, MOMO] }: { back?: PayoutFlow; methodId?: number | null; methods?: (typeof BANK)[] } = {}) {
  return renderFeature(<ChooseMethodScreen locale="en-US" back={back} coin="USDT" amount="12.5" methodId={methodId} />, {
    answers: { "/pay/payment_methods": () => ({ list: methods }) },
  });
}

describe("/user/withdraw-payment", () => {
  it("starts on the default method and returns to the withdrawal with the chosen one, coin and amount kept", async () => {
    setup();
    expect(((await screen.findByRole("radio", { name: /Vietcombank •••• 6789/ })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: /MoMo •••• 5678/ }));
    fireEvent.click(screen.getByRole("button", { name: "Use this method" }));
    expect(replace).toHaveBeenCalledExactlyOnceWith("/en-US/user/withdrawNew?coin=USDT&amount=12.5&method=2");
  });

  it("starts on the method the withdrawal had and returns to the fixed-amount flow", async () => {
    setup({ back: "withdrawQuantity", methodId: 2 });
    expect(((await screen.findByRole("radio", { name: /MoMo •••• 5678/ })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Use this method" }));
    expect(replace).toHaveBeenCalledExactlyOnceWith("/en-US/user/withdraw-quantity?coin=USDT&amount=12.5&method=2");
  });

  it("sends a player without methods to add one, and back here after", async () => {
    setup({ methods: [] });
    expect(await screen.findByText("No payment methods yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add a payment method" }).getAttribute("href")).toBe("/en-US/user/payment?back=withdrawNew");
    expect(screen.queryByRole("button", { name: "Use this method" })).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  describe("with the reads the server made for the page", () => {
    const answers = { "/pay/payment_methods": () => ({ list: [BANK, MOMO] }) };
    const serverReads = async (userId: number) => ({ userId, data: await loadChooseMethod(fakeApi(answers).client) });
    const screenWith = (first: Awaited<ReturnType<typeof serverReads>>) => (
      <ChooseMethodScreen locale="en-US" back="withdrawNew" coin="USDT" amount="12.5" methodId={null} first={first} />
    );

    it("reads the methods", async () => {
      const server = fakeApi(answers);
      expect((await loadChooseMethod(server.client)).methods?.list).toHaveLength(2);
      expect(server.callsTo("/pay/payment_methods")).toEqual([{}]);
    });

    it("has the methods in the server's HTML for the player, hydrates without a mismatch, asks for nothing again and then lets the player choose", async () => {
      const page = await hydrateFeature(screenWith(await serverReads(PLAYER_ID)), { answers });
      expect(page.html).toContain("Vietcombank •••• 6789");
      expect(page.html).toContain("MoMo •••• 5678");
      expect(page.html).toContain('aria-busy="true"');
      expect(page.recoverable).toEqual([]);
      expect(((await within(page.container).findByRole("radio", { name: /Vietcombank •••• 6789/ })) as HTMLInputElement).checked).toBe(true);
      fireEvent.click(within(page.container).getByRole("radio", { name: /MoMo •••• 5678/ }));
      fireEvent.click(within(page.container).getByRole("button", { name: "Use this method" }));
      expect(replace).toHaveBeenCalledExactlyOnceWith("/en-US/user/withdrawNew?coin=USDT&amount=12.5&method=2");
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(page.callsTo("/pay/payment_methods")).toEqual([]);
      page.unmount();
    });

    it("sends a player without methods to add one, in the HTML", async () => {
      const none = { "/pay/payment_methods": () => ({ list: [] }) };
      const first = { userId: PLAYER_ID, data: await loadChooseMethod(fakeApi(none).client) };
      const page = await hydrateFeature(screenWith(first), { answers: none });
      expect(page.html).toContain("No payment methods yet");
      expect(page.recoverable).toEqual([]);
      page.unmount();
    });

    it("reads in the browser when the server's read failed, with a retry", async () => {
      let fail = true;
      const flaky = { "/pay/payment_methods": () => (fail ? Promise.reject(new Error("down")) : { list: [BANK, MOMO] }) };
      const first = { userId: PLAYER_ID, data: await loadChooseMethod(fakeApi(flaky).client) };
      expect(first.data.methods).toBeNull();
      renderFeature(screenWith(first), { answers: flaky });
      const retry = await screen.findByRole("button", { name: "Retry" });
      expect(screen.getByText("Your payment methods could not load.")).toBeTruthy();
      fail = false;
      await act(async () => fireEvent.click(retry));
      expect(await screen.findByRole("radio", { name: /Vietcombank •••• 6789/ })).toBeTruthy();
    });

    it("asks a guest to sign in and reads nothing", async () => {
      const { callsTo } = renderFeature(<ChooseMethodScreen locale="en-US" back="withdrawNew" coin="USDT" amount="12.5" methodId={null} first={null} />, { answers, loggedIn: false });
      expect(await screen.findByText("Sign in to withdraw")).toBeTruthy();
      expect(callsTo("/pay/payment_methods")).toEqual([]);
    });

    it("asks for the player's own when the server read for another login", async () => {
      const { callsTo } = renderFeature(screenWith(await serverReads(PLAYER_ID + 1)), { answers });
      expect(await screen.findByRole("radio", { name: /Vietcombank •••• 6789/ })).toBeTruthy();
      expect(callsTo("/pay/payment_methods")).toEqual([{}]);
    });
  });
});
