import { BusinessError } from "@repo/api-client/errors";
import { MAX_PAYMENT_METHODS, PAY_CODES, type PaymentMethod, type PaymentMethodType } from "@repo/api-client/endpoints/pay";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../wallet/testing";
import { loadPaymentMethods } from "./load-payment-methods";
import type { PayoutFlow } from "./payment-paths";
import { PaymentMethodsScreen } from "./PaymentMethodsScreen";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
beforeEach(() => router.refresh.mockClear());

const ADD = { service: "pay", method: "POST", path: "/pay/add_payment_method", url: "" } as const;
const PROVIDERS = { bank: ["Vietcombank", "Techcombank"], ewallet: ["MoMo", "ZaloPay"] };

interface Stored {
  method_id: number;
  type: PaymentMethodType;
  provider: string;
  account: string;
  holder_name: string;
}

const BANK: Stored = { method_id: 1, type: "bank", provider: "Vietcombank", account: "0123456789", holder_name: "Dev Player" };
const MOMO: Stored = { method_id: 2, type: "ewallet", provider: "MoMo", account: "0912345678", holder_name: "Dev Player" };

/** The pay service as the dev API keeps it: the chosen default, else the newest; at most five. */
function payService(seed: Stored[], chosen: number | null, refuseAdd?: () => never) {
  const methods = [...seed];
  let defaultId = chosen;
  let nextId = Math.max(0, ...seed.map((method) => method.method_id)) + 1;
  const currentDefault = () => (defaultId !== null && methods.some((method) => method.method_id === defaultId) ? defaultId : (methods.at(-1)?.method_id ?? null));
  const toMethod = (method: Stored): PaymentMethod => ({
    method_id: method.method_id,
    type: method.type,
    provider: method.provider,
    account_mask: `•••• ${method.account.slice(-4)}`,
    holder_name: method.holder_name,
    is_default: method.method_id === currentDefault(),
    created_at: 1_781_000_000 + method.method_id,
  });
  return {
    "/pay/payment_options": () => ({ list: [{ type: "bank", providers: PROVIDERS.bank }, { type: "ewallet", providers: PROVIDERS.ewallet }] }),
    "/pay/payment_methods": () => ({
      list: methods.map(toMethod).sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.method_id - a.method_id),
    }),
    "/pay/add_payment_method": (input: unknown) => {
      refuseAdd?.();
      const { set_default, ...value } = input as Omit<Stored, "method_id"> & { set_default: boolean };
      if (methods.length >= MAX_PAYMENT_METHODS) throw new BusinessError(ADD, PAY_CODES.LIMIT_REACHED, "You can keep at most 5 payment methods");
      const method = { method_id: nextId++, ...value };
      methods.push(method);
      if (set_default || methods.length === 1) defaultId = method.method_id;
      return toMethod(method);
    },
    "/pay/set_default_payment_method": (input: unknown) => {
      defaultId = (input as { method_id: number }).method_id;
      return { ok: true };
    },
    "/pay/remove_payment_method": (input: unknown) => {
      const { method_id } = input as { method_id: number };
      methods.splice(
        methods.findIndex((method) => method.method_id === method_id),
        1,
      );
      if (defaultId === method_id) defaultId = null;
      return { ok: true };
    },
  };
}

function setup({ methods = [BANK, MOMO], chosen = 1, back = null, refuseAdd }: { methods?: Stored[]; chosen?: number | null; back?: PayoutFlow | null; refuseAdd?: () => never } = {}) {
  return renderFeature(<PaymentMethodsScreen locale="en-US" back={back} />, { answers: payService(methods, chosen, refuseAdd) });
}

/** The rows as "name (Default)". */
function rows() {
  return within(screen.getByRole("list", { name: "My payment methods" }))
    .getAllByRole("listitem")
    .map((row) => `${row.querySelector(".font-semibold")?.textContent}${within(row).queryByText("Default") ? " (Default)" : ""}`);
}

const form = () => within(screen.getByRole("form", { name: "Add a payment method" }));

describe("/user/payment", () => {
  it("lists the methods, the default first", async () => {
    setup({ chosen: null });
    await waitFor(() => expect(rows()).toEqual(["MoMo •••• 5678 (Default)", "Vietcombank •••• 6789"]));
    expect(screen.getByText("2 of 5")).toBeTruthy();
  });

  it("checks every field before sending, then adds the method", async () => {
    const { callsTo } = setup();
    fireEvent.click(await screen.findByRole("button", { name: "Add a payment method" }));
    fireEvent.change(form().getByLabelText("Account number"), { target: { value: "12-34" } });
    fireEvent.change(form().getByLabelText("Name on the account"), { target: { value: "D" } });
    fireEvent.click(form().getByRole("button", { name: "Save method" }));
    expect(form().getByText("Choose your bank or e-wallet.")).toBeTruthy();
    expect(form().getByText("An account number has 6 to 20 digits.")).toBeTruthy();
    expect(form().getByText("The name needs at least 2 letters.")).toBeTruthy();
    expect(callsTo("/pay/add_payment_method")).toEqual([]);

    fireEvent.change(form().getByLabelText("Bank"), { target: { value: "Techcombank" } });
    fireEvent.change(form().getByLabelText("Account number"), { target: { value: "1903 5555 4321" } });
    fireEvent.change(form().getByLabelText("Name on the account"), { target: { value: "  Dev   Player " } });
    const save = form().getByRole("button", { name: "Save method" });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(rows()).toEqual(["Vietcombank •••• 6789 (Default)", "Techcombank •••• 4321", "MoMo •••• 5678"]));
    expect(callsTo("/pay/add_payment_method")).toEqual([{ type: "bank", provider: "Techcombank", account: "190355554321", holder_name: "Dev Player", set_default: false }]);
    expect(screen.queryByRole("form", { name: "Add a payment method" })).toBeNull();
  });

  it("checks an e-wallet as a phone number", async () => {
    const { callsTo } = setup();
    fireEvent.click(await screen.findByRole("button", { name: "Add a payment method" }));
    fireEvent.click(form().getByRole("radio", { name: "E-wallet" }));
    fireEvent.change(form().getByRole("combobox", { name: "E-wallet" }), { target: { value: "ZaloPay" } });
    fireEvent.change(form().getByLabelText("Phone number of the e-wallet"), { target: { value: "09123" } });
    fireEvent.change(form().getByLabelText("Name on the account"), { target: { value: "Dev Player" } });
    fireEvent.click(form().getByRole("button", { name: "Save method" }));
    expect(form().getByText("A phone number has 9 to 12 digits.")).toBeTruthy();
    expect(callsTo("/pay/add_payment_method")).toEqual([]);
  });

  it("makes another method the default", async () => {
    const { callsTo } = setup();
    await waitFor(() => expect(rows()).toEqual(["Vietcombank •••• 6789 (Default)", "MoMo •••• 5678"]));
    fireEvent.click(screen.getByRole("button", { name: "Make MoMo •••• 5678 the default" }));
    await waitFor(() => expect(rows()).toEqual(["MoMo •••• 5678 (Default)", "Vietcombank •••• 6789"]));
    expect(callsTo("/pay/set_default_payment_method")).toEqual([{ method_id: 2 }]);
    expect(screen.queryByRole("button", { name: "Make MoMo •••• 5678 the default" })).toBeNull();
  });

  it("removes a method only after the player confirms, and the newest left becomes the default", async () => {
    const third: Stored = { method_id: 3, type: "bank", provider: "Techcombank", account: "190355554321", holder_name: "Dev Player" };
    const { callsTo } = setup({ methods: [BANK, MOMO, third], chosen: 1 });
    await waitFor(() => expect(rows()).toEqual(["Vietcombank •••• 6789 (Default)", "Techcombank •••• 4321", "MoMo •••• 5678"]));
    fireEvent.click(screen.getByRole("button", { name: "Remove Vietcombank •••• 6789" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this payment method?" });
    expect(dialog.textContent).toContain("Vietcombank •••• 6789 will no longer receive withdrawals.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(callsTo("/pay/remove_payment_method")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Remove Vietcombank •••• 6789" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Remove this payment method?" })).getByRole("button", { name: "Remove" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(rows()).toEqual(["Techcombank •••• 4321 (Default)", "MoMo •••• 5678"]));
    expect(callsTo("/pay/remove_payment_method")).toEqual([{ method_id: 1 }]);
    expect(screen.queryByRole("dialog", { name: "Remove this payment method?" })).toBeNull();
  });

  it("offers no sixth method, and says why", async () => {
    const five = Array.from({ length: 5 }, (_, index): Stored => ({ ...BANK, method_id: index + 1, account: `01234567${index}9` }));
    setup({ methods: five });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByText("5 of 5")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add a payment method" })).toHaveProperty("disabled", true);
    expect(screen.getByText("You can keep at most 5 payment methods. Remove one to add another.")).toBeTruthy();
  });

  it("shows the server's refusal of a sixth method in words", async () => {
    setup({
      refuseAdd: () => {
        throw new BusinessError(ADD, PAY_CODES.LIMIT_REACHED, "You can keep at most 5 payment methods");
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add a payment method" }));
    fireEvent.change(form().getByLabelText("Bank"), { target: { value: "Techcombank" } });
    fireEvent.change(form().getByLabelText("Account number"), { target: { value: "190355554321" } });
    fireEvent.change(form().getByLabelText("Name on the account"), { target: { value: "Dev Player" } });
    fireEvent.click(form().getByRole("button", { name: "Save method" }));
    expect((await form().findByRole("alert")).textContent).toBe("You can keep at most 5 payment methods. Remove one first.");
  });

  it("leads back to the withdrawal with the method just added", async () => {
    setup({ methods: [], chosen: null, back: "withdrawNew" });
    expect(await screen.findByText("No payment methods yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a payment method" }));
    expect(form().getByText("Your first method becomes your default.")).toBeTruthy();
    fireEvent.change(form().getByLabelText("Bank"), { target: { value: "Vietcombank" } });
    fireEvent.change(form().getByLabelText("Account number"), { target: { value: "0123456789" } });
    fireEvent.change(form().getByLabelText("Name on the account"), { target: { value: "Dev Player" } });
    fireEvent.click(form().getByRole("button", { name: "Save method" }));
    expect((await screen.findByRole("status")).textContent).toBe("Vietcombank •••• 6789 is saved.");
    expect(screen.getByRole("link", { name: "Continue the withdrawal" }).getAttribute("href")).toBe("/en-US/user/withdrawNew?method=1");
    await waitFor(() => expect(rows()).toEqual(["Vietcombank •••• 6789 (Default)"]));
  });

  describe("with the reads the server made for the page", () => {
    const READS = ["/pay/payment_methods", "/pay/payment_options"];
    const serverReads = async (userId: number) => ({ userId, data: await loadPaymentMethods(fakeApi(payService([BANK, MOMO], 1)).client) });

    it("reads the methods and the providers", async () => {
      const server = fakeApi(payService([BANK, MOMO], 1));
      const first = await loadPaymentMethods(server.client);
      expect(READS.map(server.callsTo)).toEqual([[{}], [{}]]);
      expect(first.methods?.list.map((method) => method.method_id)).toEqual([1, 2]);
      expect(first.options?.list).toHaveLength(2);
    });

    it("has the methods in the server's HTML for the player, hydrates without a mismatch, asks for nothing again and then loads the actions", async () => {
      const first = await serverReads(PLAYER_ID);
      const page = await hydrateFeature(<PaymentMethodsScreen locale="en-US" back={null} first={first} />, { answers: payService([BANK, MOMO], 1) });
      expect(page.html).toContain("Vietcombank •••• 6789");
      expect(page.html).toContain("MoMo •••• 5678");
      expect(page.html).toContain('aria-busy="true"');
      expect(page.recoverable).toEqual([]);
      expect(within(within(page.container).getByRole("list", { name: "My payment methods" })).getAllByRole("listitem")).toHaveLength(2);
      expect(await within(page.container).findByRole("button", { name: "Make MoMo •••• 5678 the default" })).toBeTruthy();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(READS.map(page.callsTo)).toEqual([[], []]);
      page.unmount();
    });

    it("makes a method the default, removes one and adds one on the server-rendered page, each once and each rendering the page again on the server", async () => {
      const { callsTo } = renderFeature(<PaymentMethodsScreen locale="en-US" back={null} first={await serverReads(PLAYER_ID)} />, { answers: payService([BANK, MOMO], 1) });
      const makeDefault = await screen.findByRole("button", { name: "Make MoMo •••• 5678 the default" });
      fireEvent.click(makeDefault);
      fireEvent.click(makeDefault);
      await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
      expect(callsTo("/pay/set_default_payment_method")).toEqual([{ method_id: 2 }]);
      fireEvent.click(screen.getByRole("button", { name: "Remove Vietcombank •••• 6789" }));
      const confirm = within(await screen.findByRole("dialog", { name: "Remove this payment method?" })).getByRole("button", { name: "Remove" });
      fireEvent.click(confirm);
      fireEvent.click(confirm);
      await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(2));
      expect(callsTo("/pay/remove_payment_method")).toEqual([{ method_id: 1 }]);
      fireEvent.click(screen.getByRole("button", { name: "Add a payment method" }));
      fireEvent.change(form().getByLabelText("Bank"), { target: { value: "Techcombank" } });
      fireEvent.change(form().getByLabelText("Account number"), { target: { value: "9876543210" } });
      fireEvent.change(form().getByLabelText("Name on the account"), { target: { value: "Dev Player" } });
      fireEvent.click(form().getByRole("button", { name: "Save method" }));
      await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(3));
      expect(callsTo("/pay/add_payment_method")).toHaveLength(1);
      expect(READS.map((path) => callsTo(path).length)).toEqual([0, 0]);
    });

    it("reads in the browser when the server's read failed, with a retry", async () => {
      let fail = true;
      const service = payService([BANK, MOMO], 1);
      const flaky = { ...service, "/pay/payment_methods": () => (fail ? Promise.reject(new Error("down")) : service["/pay/payment_methods"]()) };
      const first = { userId: PLAYER_ID, data: await loadPaymentMethods(fakeApi(flaky).client) };
      expect(first.data.methods).toBeNull();
      renderFeature(<PaymentMethodsScreen locale="en-US" back={null} first={first} />, { answers: flaky });
      const retry = await screen.findByRole("button", { name: "Retry" });
      expect(screen.getByText("Your payment methods could not load.")).toBeTruthy();
      fail = false;
      await act(async () => fireEvent.click(retry));
      await waitFor(() => expect(rows()).toEqual(["Vietcombank •••• 6789 (Default)", "MoMo •••• 5678"]));
    });

    it("asks a guest to sign in and reads nothing", async () => {
      const { callsTo } = renderFeature(<PaymentMethodsScreen locale="en-US" back={null} first={null} />, { answers: payService([BANK, MOMO], 1), loggedIn: false });
      expect(await screen.findByText("Sign in to manage your payment methods")).toBeTruthy();
      expect(READS.map(callsTo)).toEqual([[], []]);
    });

    it("asks for the player's own when the server read for another login", async () => {
      const { callsTo } = renderFeature(<PaymentMethodsScreen locale="en-US" back={null} first={await serverReads(PLAYER_ID + 1)} />, {
        answers: payService([BANK, MOMO], 1),
      });
      await waitFor(() => expect(rows()).toEqual(["Vietcombank •••• 6789 (Default)", "MoMo •••• 5678"]));
      expect(READS.map(callsTo)).toEqual([[{}], [{}]]);
    });
  });
});
