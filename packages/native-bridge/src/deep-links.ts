// The app's deep links (spec section 2: "App deep links … query mch_id, order_id, app_name, jump_page").
// A merchant page (the luckybear casino, a partner) sends the player into the xworld app to pay an order,
// and the app comes back to `jump_page` afterwards. Spec: not shown — the addresses. Choice: one scheme
// per brand app and a path per purpose, e.g. xworld://pay?mch_id=…&order_id=…&app_name=…&jump_page=…
export const APP_SCHEMES = { xworld: "xworld", luckybear: "luckybear" } as const;

export type AppScheme = keyof typeof APP_SCHEMES;

/** What the app should do when opened: pay an order, open a page, or show an offer. */
export type DeepLinkTarget = "pay" | "open" | "offer";

export interface PaymentDeepLink {
  /** The merchant the order belongs to. */
  mch_id: string;
  order_id: string;
  /** The app (brand) that started the payment, to come back to. */
  app_name: string;
  /** Where to go after the payment: an https URL of the merchant, or an app path. */
  jump_page?: string;
}

export function buildAppDeepLink(scheme: AppScheme, target: DeepLinkTarget, params: PaymentDeepLink): string {
  const query = new URLSearchParams({
    mch_id: params.mch_id,
    order_id: params.order_id,
    app_name: params.app_name,
    ...(params.jump_page ? { jump_page: params.jump_page } : {}),
  });
  return `${APP_SCHEMES[scheme]}://${target}?${query.toString()}`;
}

/** Reads a deep link back; null when it is not one of ours or lacks the order fields. */
export function parseAppDeepLink(link: string): ({ scheme: AppScheme; target: DeepLinkTarget } & PaymentDeepLink) | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const scheme = (Object.keys(APP_SCHEMES) as AppScheme[]).find((name) => `${APP_SCHEMES[name]}:` === url.protocol);
  const target = (url.host || url.pathname.replace(/^\/+/, "")) as DeepLinkTarget;
  if (!scheme || !["pay", "open", "offer"].includes(target)) return null;
  const get = (name: string) => url.searchParams.get(name)?.trim() ?? "";
  const [mch_id, order_id, app_name] = [get("mch_id"), get("order_id"), get("app_name")];
  if (!mch_id || !order_id || !app_name) return null;
  const jump_page = get("jump_page");
  return { scheme, target, mch_id, order_id, app_name, ...(jump_page ? { jump_page } : {}) };
}

/**
 * A deep link that opens a page of the app: `xworld://open?jump_page=%2Fmarket%2Fdetail%3Fid%3D17`.
 * Spec: not shown — how a link into a page (a market item) reaches the native app. Choice: the `open`
 * target with only `jump_page`, the same field the pay link comes back with; the host opens its webview
 * at that path in the player's language, as `openWebView` does.
 */
export function buildPageDeepLink(scheme: AppScheme, path: string): string {
  return `${APP_SCHEMES[scheme]}://open?${new URLSearchParams({ jump_page: path }).toString()}`;
}

/** A path of the app: one leading slash, no second one, no backslash or blank (nothing another host could hide in). */
function isPagePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") && !/\s/.test(value);
}

/** The page an `open` deep link leads to (a path of the app), or null when it is not one of ours or leads off the app. */
export function parsePageDeepLink(link: string): { scheme: AppScheme; path: string } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const scheme = (Object.keys(APP_SCHEMES) as AppScheme[]).find((name) => `${APP_SCHEMES[name]}:` === url.protocol);
  const target = url.host || url.pathname.replace(/^\/+/, "");
  const path = url.searchParams.get("jump_page")?.trim() ?? "";
  if (!scheme || target !== "open" || !isPagePath(path)) return null;
  return { scheme, path };
}
