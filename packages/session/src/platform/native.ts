// The native app platform, over @repo/native-bridge.
import { isHttpUrl } from "@repo/api-client/url";
import { bridge as pageBridge, type Bridge } from "@repo/native-bridge/bridge";
import { isBridgeError, isNotSupportedError } from "@repo/native-bridge/errors";
import { createLocalStorage, withWriteThrough } from "../storage/adapter";
import { localePath } from "./paths";
import type { Platform, PlatformOptions } from "./types";
import { emptyShareResult, webShare, type WebShareOptions } from "./web-share";

export interface NativePlatformOptions extends PlatformOptions, WebShareOptions {
  /**
   * The host's home deep link, opened after logout (SPEC 4 "goes to the home scheme"). The spec does
   * not name it; the app configures it.
   */
  homeScheme: string;
  /** Origin the webviews load pages from; default the page's own origin. */
  origin?: string;
  bridge?: Bridge;
  /**
   * Mirror every storage write to the host's saveUserLocalData, so the login survives a webview data
   * wipe. Off by default: the host's storage contract is not shown in the spec.
   */
  mirrorStorageToHost?: boolean;
}

export function createNativePlatform(options: NativePlatformOptions): Platform {
  const bridge = options.bridge ?? pageBridge;
  const win = options.window ?? (typeof window === "undefined" ? undefined : window);
  const local = options.storage ?? createLocalStorage();
  const storage = options.mirrorStorageToHost
    ? withWriteThrough(local, {
        set: async (key, value) => {
          await bridge.saveUserLocalData({ key, value });
        },
        remove: async (key) => {
          await bridge.saveUserLocalData({ key, value: "" });
        },
      })
    : local;
  const origin = () => options.origin ?? win?.location.origin ?? "";

  return {
    kind: "native",
    brand: options.brand,
    storage,
    get capabilities() {
      // Read on use: the host's method list may arrive after the platform was created.
      return {
        nativeShare: bridge.supports("share"),
        canClose: bridge.supports("close"),
        separateWebView: bridge.supports("openWebView"),
        contactRequest: false,
        hostLogin: bridge.supports("appLogin"),
        hostPay: bridge.supports("startXWorldPay"),
        appOffers: bridge.supports("jumpCplOffer"),
        sudGames: bridge.supports("startSudGame"),
      };
    },
    async payOrder(order) {
      try {
        const result = await bridge.startXWorldPay(order);
        return result.status;
      } catch (error) {
        // ret 1002: the host refused, i.e. the player backed out of the payment.
        if (isBridgeError(error) && error.kind === "rejected") return "cancel";
        return isNotSupportedError(error) ? "unsupported" : "fail";
      }
    },
    async startSudGame(game) {
      try {
        await bridge.startSudGame(game);
        return "started";
      } catch (error) {
        return isNotSupportedError(error) ? "unsupported" : "fail";
      }
    },
    async share(text, url) {
      const empty = emptyShareResult(text);
      if (empty) return empty;
      try {
        await bridge.share(url ? { text, url } : { text });
        return { ok: true, via: "native-app" };
      } catch (error) {
        // An older host without share: the webview may still have the system share sheet.
        if (isNotSupportedError(error)) return webShare(win, text, url, options);
        return { ok: false, reason: "failed" };
      }
    },
    async openLink(url) {
      if (!isHttpUrl(url)) return;
      try {
        await bridge.openChromeTab({ url });
      } catch {
        win?.open(url, "_blank", "noopener,noreferrer");
      }
    },
    async openWebView(path) {
      const href = localePath(path, options.getLocale());
      try {
        await bridge.openWebView({ url: `${origin()}${href}` });
      } catch (error) {
        if (!isNotSupportedError(error)) throw error;
        options.router.push(href);
      }
    },
    async openPost(postId) {
      try {
        await bridge.openPost({ post_id: String(postId) });
      } catch (error) {
        // An older host without openPost shows the app's post page, in a webview of its own where it can.
        if (!isNotSupportedError(error)) throw error;
        const href = localePath(`/posts/${postId}`, options.getLocale());
        await bridge.openWebView({ url: `${origin()}${href}` }).catch((fallback: unknown) => {
          if (!isNotSupportedError(fallback)) throw fallback;
          options.router.push(href);
        });
      }
    },
    async logout() {
      try {
        await bridge.webLogout();
      } catch {
        // The page is logged out either way; the host catches up on its next check.
      }
      win?.location.assign(options.homeScheme);
    },
    async close() {
      await bridge.close();
    },
    async notifyLogin(credentials) {
      await bridge.webLogin({
        user_id: credentials.userId,
        user_secret_key: credentials.secretKey,
        username: credentials.userName,
        login_type: credentials.loginType,
      });
    },
  };
}
