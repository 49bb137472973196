// How a recharge order is paid. The casino is a merchant of the xworld app's payment: inside the
// native app the host pays it (bridge `startXWorldPay`); elsewhere the page hands the order to the
// xworld app through its pay deep link. Both carry mch_id, order_id, app_name and jump_page.
//
// Spec: not shown — which of the bridge's pay methods the casino uses. Choice: `startXWorldPay`
// (it takes the merchant order exactly like the deep link); `showPayDialog` (amount and currency of
// the host's own coins) is not used here.
import { buildAppDeepLink, type PaymentDeepLink } from "@repo/native-bridge/deep-links";

// Spec: not shown — the casino's merchant id at xworld pay. Choice: "luckybear".
export const LUCKYBEAR_MERCHANT_ID = "luckybear";
export const PAY_APP_NAME = "luckybear";

export type PayRoute = "app-bridge" | "deep-link";

/** The host pays when the platform can (the native app); otherwise the deep link. */
export function choosePayRoute(hostCanPay: boolean): PayRoute {
  return hostCanPay ? "app-bridge" : "deep-link";
}

/** The order as the pay call and the deep link carry it; `jumpPage` is where the app comes back to. */
export function paymentRequest(orderId: string, jumpPage: string): PaymentDeepLink {
  return { mch_id: LUCKYBEAR_MERCHANT_ID, order_id: orderId, app_name: PAY_APP_NAME, jump_page: jumpPage };
}

export function xworldPayLink(orderId: string, jumpPage: string): string {
  return buildAppDeepLink("xworld", "pay", paymentRequest(orderId, jumpPage));
}
