// The Telegram mini app platform, over @repo/telegram (the only importer of the Telegram SDK).
import { clientVersion } from "@repo/telegram/launch";
import { openLink as telegramOpenLink, openTelegramLink } from "@repo/telegram/links";
import { closeMiniApp } from "@repo/telegram/popup";
import { shareToChat } from "@repo/telegram/share";
import { supportsContactRequest } from "@repo/telegram/versions";
import { logoutDestination } from "../login/rules";
import { createLocalStorage } from "../storage/adapter";
import { localePath } from "./paths";
import { SHARE_EMPTY_TEXT_WARNING, type Platform, type PlatformOptions } from "./types";

/** The @repo/telegram functions this platform uses; tests pass fakes. */
export interface TelegramApi {
  shareToChat: typeof shareToChat;
  openLink: typeof telegramOpenLink;
  openTelegramLink: typeof openTelegramLink;
  closeMiniApp: typeof closeMiniApp;
  clientVersion: typeof clientVersion;
}

export const telegramApi: TelegramApi = {
  shareToChat,
  openLink: telegramOpenLink,
  openTelegramLink,
  closeMiniApp,
  clientVersion,
};

function isTelegramLink(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === "https:" && hostname === "t.me";
  } catch {
    return false;
  }
}

export function createTelegramPlatform(options: PlatformOptions & { telegram?: TelegramApi }): Platform {
  const telegram = options.telegram ?? telegramApi;
  const win = options.window ?? (typeof window === "undefined" ? undefined : window);
  const { router, brand } = options;
  return {
    kind: "telegram",
    brand,
    // Spec: not shown — where the mini app keeps the session. Choice: localStorage like the web
    // (Telegram's CloudStorage is asynchronous and rate-limited; it is not a session store).
    storage: options.storage ?? createLocalStorage(),
    capabilities: {
      nativeShare: true,
      canClose: true,
      separateWebView: false,
      contactRequest: supportsContactRequest(telegram.clientVersion()),
      hostLogin: false,
    },
    async share(text, url) {
      const result = telegram.shareToChat(url ? { text, url } : { text });
      if (result.ok) return { ok: true, via: "telegram" };
      if (result.reason === "empty_text") return { ok: false, reason: "empty-text", warning: SHARE_EMPTY_TEXT_WARNING };
      return { ok: false, reason: "failed" };
    },
    async openLink(url) {
      const opened = isTelegramLink(url) ? telegram.openTelegramLink(url) : telegram.openLink(url);
      if (!opened) win?.open(url, "_blank", "noopener,noreferrer");
    },
    async openWebView(path) {
      router.push(localePath(path, options.getLocale()));
    },
    async logout() {
      const destination = logoutDestination("telegram", brand, options.getLocale());
      if (destination.kind === "navigate") router.replace(destination.href);
    },
    async close() {
      telegram.closeMiniApp();
    },
    async notifyLogin() {
      // The mini app logs in from its launch data; there is no host to tell.
    },
  };
}
