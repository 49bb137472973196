import { parseAppDeepLink } from "@repo/native-bridge/deep-links";
import type { PayOrderResult } from "@repo/session/platform/types";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { PayConfirmScreen } from "./PayConfirmScreen";
import { renderFeature } from "./testing";

/** The platform's host payment (the native app's adapter calls startXWorldPay). */
const payOrder = vi.fn(async (): Promise<PayOrderResult> => "unsupported");

const NOW = TEST_NOW / 1000;
// The screens read the clock (countdowns, "just now"): it stands at TEST_NOW, never the machine's.
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TEST_NOW }));
afterEach(() => vi.useRealTimers());
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const JUMP_PAGE = `${window.location.origin}/en-US/luckybear/money/pay-confirm?order_id=R-000301`;

function order(status: string, type: "recharge" | "withdraw" = "recharge") {
  return { order_id: "R-000301", type, amount: "250000", currency: "VND", usdt_amount: "10.00", status, created_at: NOW - 60 };
}

function setup(statuses: string[], platformKind: "luckybear-web" | "native" = "luckybear-web", type: "recharge" | "withdraw" = "recharge") {
  let read = 0;
  const hostPay = platformKind === "native";
  return renderFeature(<PayConfirmScreen locale="en-US" orderId="R-000301" />, {
    platform: {
      kind: platformKind,
      capabilities: { nativeShare: false, canClose: false, separateWebView: false, contactRequest: false, hostLogin: hostPay, hostPay },
      payOrder,
    },
    answers: {
      "/lucky_bear/my_orders": () => {
        const status = statuses[Math.min(read, statuses.length - 1)] ?? "pending";
        read += 1;
        return { list: [order(status, type)], total: 1, page: 1, page_size: 50 };
      },
    },
  });
}

beforeEach(() => {
  payOrder.mockReset();
  payOrder.mockResolvedValue("unsupported");
});

describe("pay-confirm", () => {
  it("summarises the order", async () => {
    setup(["pending"]);
    expect(plain((await screen.findByText("₫250,000")).textContent)).toBe("₫250,000");
    expect(screen.getByText("≈ 10.00 USDT")).toBeTruthy();
    expect(screen.getByText("R-000301")).toBeTruthy();
    expect(screen.getByText("Unpaid")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Waiting for payment" })).toBeTruthy();
  });

  it("on the web offers the xworld app's pay link for the order, and explains what to do without the app", async () => {
    setup(["pending"]);
    const link = await screen.findByRole("link", { name: "Pay in the XWorld app" });
    expect(parseAppDeepLink(link.getAttribute("href") ?? "")).toEqual({
      scheme: "xworld",
      target: "pay",
      mch_id: "luckybear",
      order_id: "R-000301",
      app_name: "luckybear",
      jump_page: JUMP_PAGE,
    });
    expect(screen.getByText(/No app on this device\? Install XWorld/)).toBeTruthy();
    expect(payOrder).not.toHaveBeenCalled();
  });

  it("inside the native app pays through the host, then reads the order again", async () => {
    payOrder.mockResolvedValue("success");
    const { callsTo } = setup(["pending", "success"], "native");
    fireEvent.click(await screen.findByRole("button", { name: "Pay with XWorld" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Payment received" })).toBeTruthy());
    expect(payOrder).toHaveBeenCalledWith({ mch_id: "luckybear", order_id: "R-000301", app_name: "luckybear", jump_page: JUMP_PAGE });
    expect(screen.queryByRole("link", { name: "Pay in the XWorld app" })).toBeNull();
    expect(callsTo("/lucky_bear/my_orders").length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["cancel", "Payment cancelled"],
    ["fail", "The payment did not go through"],
  ] as const)("the host answering %j shows %j and keeps the order payable", async (answer, title) => {
    payOrder.mockResolvedValue(answer);
    setup(["pending"], "native");
    fireEvent.click(await screen.findByRole("button", { name: "Pay with XWorld" }));
    expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay with XWorld" })).toBeTruthy();
  });

  it.each([
    ["success", "Payment received"],
    ["cancelled", "This order was cancelled"],
    ["failed", "This payment failed"],
  ])("a %s order says %j and offers no payment", async (status, title) => {
    setup([status]);
    expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Pay in the XWorld app" })).toBeNull();
  });

  it("a withdrawal is shown with its status, never as something to pay", async () => {
    setup(["pending"], "luckybear-web", "withdraw");
    expect(await screen.findByRole("heading", { name: "Being processed" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Pay in the XWorld app" })).toBeNull();
  });

  it("an order that is not the player's is not found", async () => {
    renderFeature(<PayConfirmScreen locale="en-US" orderId="R-999999" />, {
      answers: { "/lucky_bear/my_orders": () => ({ list: [order("pending")], total: 1, page: 1, page_size: 50 }) },
    });
    expect(await screen.findByText("We could not find this order.")).toBeTruthy();
  });
});
