import { parseAppDeepLink } from "@repo/native-bridge/deep-links";
import type { PayOrderResult } from "@repo/session/platform/types";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature, PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { loadPayConfirm } from "./load-pay-confirm";
import { PayConfirmScreen } from "./PayConfirmScreen";
import { type Answers, renderFeature } from "./testing";

vi.mock("server-only", () => ({}));
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

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

describe("pay-confirm from the server", () => {
  const ordersOf = (status: string, type: "recharge" | "withdraw" = "recharge"): Answers => ({
    "/lucky_bear/my_orders": () => ({ list: [order(status, type)], total: 1, page: 1, page_size: 50 }),
  });
  const serverFirst = async (answers: Answers, orderId = "R-000301") => ({ userId: PLAYER_ID, data: await loadPayConfirm(fakeApi(answers).client, orderId) });
  const WEB = { kind: "luckybear-web", brand: "luckybear" } as const;

  beforeEach(() => router.refresh.mockClear());

  it("has the waiting recharge in its HTML, hydrates without a read, and offers the pay link after start", async () => {
    const answers = ordersOf("pending");
    const page = await hydrateFeature(<PayConfirmScreen locale="en-US" orderId="R-000301" first={await serverFirst(answers)} />, { answers, platform: WEB });
    expect(page.html).toContain("R-000301");
    expect(page.html).toContain("Waiting for payment");
    expect(page.recoverable).toEqual([]);
    expect(await within(page.container).findByRole("link", { name: "Pay in the XWorld app" })).toBeTruthy();
    expect(page.callsTo("/lucky_bear/my_orders")).toEqual([]);
    page.unmount();
  });

  it("renders the page again on the server every 5 s while the order waits, not once it is paid", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now: TEST_NOW });
    const waiting = ordersOf("pending", "withdraw");
    const view = renderFeature(<PayConfirmScreen locale="en-US" orderId="R-000301" first={await serverFirst(waiting)} />, { answers: waiting });
    expect(screen.getByRole("heading", { name: "Being processed" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
    expect(router.refresh).toHaveBeenCalledOnce();
    view.unmount();
    router.refresh.mockClear();
    const paid = ordersOf("success");
    renderFeature(<PayConfirmScreen locale="en-US" orderId="R-000301" first={await serverFirst(paid)} />, { answers: paid });
    expect(screen.getByRole("heading", { name: "Payment received" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(15_000));
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("inside the native app pays through the host on the server-rendered page, then renders it again", async () => {
    payOrder.mockResolvedValue("success");
    const answers = ordersOf("pending");
    renderFeature(<PayConfirmScreen locale="en-US" orderId="R-000301" first={await serverFirst(answers)} />, {
      answers,
      platform: { kind: "native", capabilities: { nativeShare: false, canClose: false, separateWebView: false, contactRequest: false, hostLogin: true, hostPay: true }, payOrder },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Pay with XWorld" }));
    expect(await screen.findByRole("heading", { name: "Payment sent" })).toBeTruthy();
    expect(payOrder).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    router.refresh.mockClear();
    // While the render after the payment is under way the button shows that it is checking; it is
    // "Check again" once that render settled (later on a busy machine).
    fireEvent.click(await screen.findByRole("button", { name: "Check again" }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledOnce());
  });

  it("says in its HTML that an order the player does not have was not found", async () => {
    const answers = ordersOf("pending");
    const page = await hydrateFeature(<PayConfirmScreen locale="en-US" orderId="R-999999" first={await serverFirst(answers, "R-999999")} />, { answers, platform: WEB });
    expect(page.html).toContain("We could not find this order.");
    expect(page.recoverable).toEqual([]);
    page.unmount();
  });

  it("reads the order in the browser when the server's read failed, with a retry when that fails too", async () => {
    let failing = true;
    const answers = { "/lucky_bear/my_orders": () => (failing ? Promise.reject(new Error("down")) : { list: [order("pending")], total: 1, page: 1, page_size: 50 }) };
    const first = await serverFirst(answers);
    expect(first.data).toBeNull();
    renderFeature(<PayConfirmScreen locale="en-US" orderId="R-000301" first={first} />, { answers });
    expect(await screen.findByText("This order could not load.")).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Waiting for payment" })).toBeTruthy();
  });

  it("reads the order again when the server read for another login", async () => {
    const answers = ordersOf("success");
    const other = { userId: PLAYER_ID + 1, data: { order: order("pending") } };
    const { callsTo } = renderFeature(<PayConfirmScreen locale="en-US" orderId="R-000301" first={other} />, { answers });
    expect(await screen.findByRole("heading", { name: "Payment received" })).toBeTruthy();
    expect(callsTo("/lucky_bear/my_orders")).toHaveLength(1);
  });

  it("shows a guest only the heading and reads nothing", async () => {
    const answers = ordersOf("pending");
    const { callsTo } = renderFeature(<PayConfirmScreen locale="en-US" orderId="R-000301" first={null} />, { answers, loggedIn: false });
    expect(screen.getByRole("heading", { name: "Confirm payment" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText("R-000301")).toBeNull();
    expect(callsTo("/lucky_bear/my_orders")).toEqual([]);
  });
});
