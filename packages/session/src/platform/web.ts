// The web platforms: plain web, page-model, and the luckybear brand's website.
import { isHttpUrl } from "@repo/api-client/url-checks";
import { createLocalStorage } from "../storage/adapter";
import { homePath, localePath } from "./paths";
import type { Platform, PlatformOptions } from "./types";
import type { WebShareOptions } from "./web-share";

export interface WebPlatformOptions extends PlatformOptions, WebShareOptions {
  kind: "web" | "page-model" | "luckybear-web";
}

function defaultWindow(): Window | undefined {
  return typeof window === "undefined" ? undefined : window;
}

export function createWebPlatform(options: WebPlatformOptions): Platform {
  const win = options.window ?? defaultWindow();
  const storage = options.storage ?? createLocalStorage();
  const { router, brand, kind } = options;
  return {
    kind,
    brand,
    storage,
    capabilities: {
      nativeShare: typeof win?.navigator.share === "function",
      canClose: false,
      separateWebView: false,
      contactRequest: false,
      hostLogin: false,
      hostPay: false,
      appOffers: false,
      sudGames: false,
    },
    // The share sheet's fallbacks (dialog, clipboard) load when the player first shares.
    share: (text, url) => import("./web-share").then(({ webShare }) => webShare(win, text, url, options)),
    async openLink(url) {
      if (!isHttpUrl(url)) return;
      // A blocked pop-up leaves the player on the page; go there in this tab instead. Not "noopener":
      // with it window.open returns null even when the tab opened, and this tab would leave too (a
      // Telegram web login would stop polling). The new tab's link back is cut by hand instead.
      const opened = win?.open(url, "_blank");
      if (opened) opened.opener = null;
      else win?.location.assign(url);
    },
    async openWebView(path) {
      router.push(localePath(path, options.getLocale()));
    },
    async openPost(postId) {
      router.push(localePath(`/posts/${postId}`, options.getLocale()));
    },
    async logout() {
      const { logoutDestination } = await import("../login/rules");
      const destination = logoutDestination(kind, brand, options.getLocale());
      if (destination.kind === "navigate") router.replace(destination.href);
    },
    async close() {
      // Spec: not shown — "close" in a browser tab. Choice: go to the brand's home page.
      router.replace(homePath(brand, options.getLocale()));
    },
    async payOrder() {
      return "unsupported";
    },
    async startSudGame() {
      return "unsupported";
    },
    async notifyLogin() {
      // No host to tell on the web.
    },
  };
}
