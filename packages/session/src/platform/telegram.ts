// The Telegram mini app platform, over @repo/telegram (the only importer of the Telegram SDK). The SDK
// arrives lazily (@repo/telegram/lazy): nothing of it is downloaded outside the mini app.
import { isHttpUrl } from "@repo/api-client/url-checks";
import { launchVersion } from "@repo/telegram/detect";
import { loadTelegramClient, type TelegramClient } from "@repo/telegram/lazy";
import { logoutDestination } from "../login/rules";
import { createLocalStorage } from "../storage/adapter";
import { telegramCapabilities } from "./capabilities";
import { localePath } from "./paths";
import { SHARE_EMPTY_TEXT_WARNING, type Platform, type PlatformOptions } from "./types";

type Lazy<F extends (...args: never[]) => unknown> = (...args: Parameters<F>) => ReturnType<F> | Promise<ReturnType<F>>;

/** The @repo/telegram functions this platform uses (sync or lazily loaded); tests pass fakes. */
export interface TelegramApi {
  shareToChat: Lazy<TelegramClient["shareToChat"]>;
  openLink: Lazy<TelegramClient["openLink"]>;
  openTelegramLink: Lazy<TelegramClient["openTelegramLink"]>;
  closeMiniApp: Lazy<TelegramClient["closeMiniApp"]>;
  /** The client's version, read from the launch parameters (no SDK needed). */
  clientVersion: () => string | null;
}

export const telegramApi: TelegramApi = {
  shareToChat: async (...args) => (await loadTelegramClient()).shareToChat(...args),
  openLink: async (...args) => (await loadTelegramClient()).openLink(...args),
  openTelegramLink: async (...args) => (await loadTelegramClient()).openTelegramLink(...args),
  closeMiniApp: async () => (await loadTelegramClient()).closeMiniApp(),
  clientVersion: launchVersion,
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
    capabilities: telegramCapabilities(telegram.clientVersion()),
    async share(text, url) {
      const result = await telegram.shareToChat(url ? { text, url } : { text });
      if (result.ok) return { ok: true, via: "telegram" };
      if (result.reason === "empty_text") return { ok: false, reason: "empty-text", warning: SHARE_EMPTY_TEXT_WARNING };
      return { ok: false, reason: "failed" };
    },
    async openLink(url) {
      if (!isHttpUrl(url)) return;
      const opened = await (isTelegramLink(url) ? telegram.openTelegramLink(url) : telegram.openLink(url));
      if (!opened) win?.open(url, "_blank", "noopener,noreferrer");
    },
    async openWebView(path) {
      router.push(localePath(path, options.getLocale()));
    },
    async openPost(postId) {
      router.push(localePath(`/posts/${postId}`, options.getLocale()));
    },
    async logout() {
      const destination = logoutDestination("telegram", brand, options.getLocale());
      if (destination.kind === "navigate") router.replace(destination.href);
    },
    async close() {
      await telegram.closeMiniApp();
    },
    async payOrder() {
      return "unsupported";
    },
    async startSudGame() {
      return "unsupported";
    },
    async notifyLogin() {
      // The mini app logs in from its launch data; there is no host to tell.
    },
  };
}
