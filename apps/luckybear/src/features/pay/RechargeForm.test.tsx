import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PayScreen } from "./PayScreen";
import { PAY_SETTINGS_ANSWERS, renderFeature } from "./testing";

/** One idempotency key per confirmed attempt (@repo/api-client/attempt-key). */
const ATTEMPT_KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

beforeEach(() => {
  router.push.mockReset();
  router.replace.mockReset();
});

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

function setup(recharge: (input: unknown) => unknown = () => ({ order_id: "R-000101", pay_url: "https://pay.example/R-000101", status: "pending" })) {
  return renderFeature(<PayScreen locale="en-US" kind="recharge" />, { answers: { ...PAY_SETTINGS_ANSWERS, "/lucky_bear/recharge": recharge } });
}

const amountField = () => screen.getByLabelText("Amount (VND)");
const submit = () => fireEvent.click(screen.getByRole("button", { name: /^Recharge/ }));

describe("recharge", () => {
  it("offers the quick amounts of the player's currency and fills the field with one", async () => {
    setup();
    const quick = await screen.findByRole("group", { name: "Quick amounts" });
    const buttons = Array.from(quick.querySelectorAll("button")).map((button) => plain(button.textContent));
    expect(buttons).toEqual(["₫125,000", "₫500,000", "₫1,250,000", "₫2,500,000"]);
    fireEvent.click(screen.getByRole("button", { name: "₫500,000" }));
    expect(amountField()).toHaveProperty("value", "500000");
    expect(screen.getByRole("button", { name: "₫500,000" }).getAttribute("aria-pressed")).toBe("true");
    expect(plain(screen.getByText(/USDT to your casino balance/).textContent)).toBe("≈ 20.00 USDT to your casino balance");
  });

  it.each([
    ["24999", "The minimum is ₫25,000."],
    ["125000001", "The maximum is ₫125,000,000."],
    ["12.5", "Enter a whole amount, without decimals."],
    ["", "Enter an amount."],
  ])("refuses %j with a readable message and calls nothing", async (typed, message) => {
    const { callsTo } = setup();
    fireEvent.change(await screen.findByLabelText("Amount (VND)"), { target: { value: typed } });
    submit();
    expect(plain((await screen.findByRole("alert")).textContent)).toBe(message);
    expect(callsTo("/lucky_bear/recharge")).toEqual([]);
  });

  it("creates the order once, with the channel chosen, and goes to its confirm page", async () => {
    const { callsTo, invalidated } = setup();
    fireEvent.change(await screen.findByLabelText("Amount (VND)"), { target: { value: "250000" } });
    fireEvent.click(screen.getByRole("radio", { name: "USDT (TRC20)" }));
    submit();
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/en-US/luckybear/money/pay-confirm?order_id=R-000101"));
    expect(callsTo("/lucky_bear/recharge")).toEqual([{ amount: "250000", currency: "VND", channel: "usdt", idempotency_key: ATTEMPT_KEY }]);
    expect(invalidated()).toContainEqual(["api", "lucky-bear", "/lucky_bear/my_orders"]);
    expect(invalidated()).toContainEqual(["api", "lucky-bear", "/lucky_bear/asset_list"]);
  });

  it("shows the server's refusal in the form and lets the player try again", async () => {
    let calls = 0;
    const { callsTo } = setup(() => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error("down"), {});
      return { order_id: "R-000102", pay_url: "", status: "pending" };
    });
    fireEvent.change(await screen.findByLabelText("Amount (VND)"), { target: { value: "250000" } });
    submit();
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/en-US/luckybear/money/pay-confirm?order_id=R-000102"));
    expect(callsTo("/lucky_bear/recharge")).toHaveLength(2);
    // The first attempt's outcome was unknown: the retry carries the same key, so the server makes one order.
    const [first, second] = callsTo("/lucky_bear/recharge") as { idempotency_key?: string }[];
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
  });

  it("shows a signed-out visitor no form and reads nothing (the route guard sends them to login)", async () => {
    const { container, callsTo } = renderFeature(<PayScreen locale="en-US" kind="recharge" />, { answers: PAY_SETTINGS_ANSWERS, loggedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector("form")).toBeNull();
    expect(callsTo("/lucky_bear/recharge_conf")).toEqual([]);
  });
});
