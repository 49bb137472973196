import type { PayOrderResult } from "@repo/session/platform/types";
import { act } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "./testing";
import { type OrderPayment, useOrderPayment } from "./use-order-payment";

const CAPABILITIES = { nativeShare: false, canClose: false, separateWebView: false, contactRequest: false, hostLogin: true, hostPay: true };

describe("useOrderPayment", () => {
  it("a tap handled before the page's effects have run still pays the order, with the page's address", async () => {
    const payOrder = vi.fn(async (): Promise<PayOrderResult> => "success");
    const onReturn = vi.fn();
    // The handler of the very first render: what a tap that comes right after the button appears calls.
    let firstRender: OrderPayment | null = null;
    function Probe() {
      const payment = useOrderPayment("R-000301", "/en-US/luckybear/money/pay-confirm?order_id=R-000301", onReturn);
      firstRender ??= payment;
      return null;
    }
    renderFeature(<Probe />, { answers: {}, platform: { kind: "native", capabilities: CAPABILITIES, payOrder } });

    await act(() => firstRender?.payInApp());

    expect(payOrder).toHaveBeenCalledExactlyOnceWith({
      mch_id: "luckybear",
      order_id: "R-000301",
      app_name: "luckybear",
      jump_page: `${window.location.origin}/en-US/luckybear/money/pay-confirm?order_id=R-000301`,
    });
    expect(onReturn).toHaveBeenCalledOnce();
  });
});
