// The native app platform, over @repo/native-bridge. The page's bridge loads with the first call to the
// host (@repo/native-bridge/lazy); until it is there, what the host supports is read from the method
// list it injected, as the bridge itself would before learning more.
import { isHttpUrl } from "@repo/api-client/url-checks";
import type { Bridge } from "@repo/native-bridge/bridge";
import { isBridgeError, isNotSupportedError } from "@repo/native-bridge/errors";
import { loadBridge } from "@repo/native-bridge/lazy";
import { nativeCapabilities } from "./capabilities";
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
  /** Default: the page's bridge, loaded on first use. */
  bridge?: Bridge;
  /**
   * Mirror every storage write to the host's saveUserLocalData, so the login survives a webview data
   * wipe. Off by default: the host's storage contract is not shown in the spec.
   */
  mirrorStorageToHost?: boolean;
}

export function createNativePlatform(options: NativePlatformOptions): Platform {
  const win = options.window ?? (typeof window === "undefined" ? undefined : window);
  const given = options.bridge;
  const host = (): Promise<Bridge> => (given ? Promise.resolve(given) : loadBridge());
  // Inside the app the host is asked at start anyway: fetch the bridge now.
  if (!given && win) void loadBridge().catch(() => undefined);
  const local = options.storage ?? createLocalStorage();
  const storage = options.mirrorStorageToHost
    ? withWriteThrough(local, {
        set: async (key, value) => {
          await (await host()).saveUserLocalData({ key, value });
        },
        remove: async (key) => {
          await (await host()).saveUserLocalData({ key, value: "" });
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
      return nativeCapabilities(win, given);
    },
    async payOrder(order) {
      try {
        const result = await (await host()).startXWorldPay(order);
        return result.status;
      } catch (error) {
        // ret 1002: the host refused, i.e. the player backed out of the payment.
        if (isBridgeError(error) && error.kind === "rejected") return "cancel";
        return isNotSupportedError(error) ? "unsupported" : "fail";
      }
    },
    async startSudGame(game) {
      try {
        await (await host()).startSudGame(game);
        return "started";
      } catch (error) {
        return isNotSupportedError(error) ? "unsupported" : "fail";
      }
    },
    async share(text, url) {
      const empty = emptyShareResult(text);
      if (empty) return empty;
      try {
        await (await host()).share(url ? { text, url } : { text });
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
        await (await host()).openChromeTab({ url });
      } catch {
        win?.open(url, "_blank", "noopener,noreferrer");
      }
    },
    async openWebView(path) {
      const href = localePath(path, options.getLocale());
      try {
        await (await host()).openWebView({ url: `${origin()}${href}` });
      } catch (error) {
        if (!isNotSupportedError(error)) throw error;
        options.router.push(href);
      }
    },
    async openPost(postId) {
      try {
        await (await host()).openPost({ post_id: String(postId) });
      } catch (error) {
        // An older host without openPost shows the app's post page, in a webview of its own where it can.
        if (!isNotSupportedError(error)) throw error;
        const href = localePath(`/posts/${postId}`, options.getLocale());
        await (await host()).openWebView({ url: `${origin()}${href}` }).catch((fallback: unknown) => {
          if (!isNotSupportedError(fallback)) throw fallback;
          options.router.push(href);
        });
      }
    },
    async logout() {
      try {
        await (await host()).webLogout();
      } catch {
        // The page is logged out either way; the host catches up on its next check.
      }
      win?.location.assign(options.homeScheme);
    },
    async close() {
      await (await host()).close();
    },
    async notifyLogin(credentials) {
      await (await host()).webLogin({
        user_id: credentials.userId,
        user_secret_key: credentials.secretKey,
        username: credentials.userName,
        login_type: credentials.loginType,
      });
    },
  };
}
