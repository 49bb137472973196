// A platform adapter whose code loads with its first action (the native app's and Telegram's: most
// pages never run inside them, and none needs them before the first paint). What features read while
// rendering (kind, brand, storage, capabilities) is known at once; each action waits for the adapter.
import type { Platform, PlatformCapabilities } from "./types";

export interface KnownPlatform extends Pick<Platform, "kind" | "brand" | "storage"> {
  /** Read on every use, like the adapters' own. */
  capabilities(): PlatformCapabilities;
}

export function deferredPlatform(known: KnownPlatform, load: () => Promise<Platform>): Platform & { ready(): Promise<Platform> } {
  let loading: Promise<Platform> | null = null;
  const ready = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed chunk load may succeed on the next action
      throw error;
    });
    return loading;
  };
  return {
    kind: known.kind,
    brand: known.brand,
    storage: known.storage,
    get capabilities() {
      return known.capabilities();
    },
    share: async (text, url) => (await ready()).share(text, url),
    openLink: async (url) => (await ready()).openLink(url),
    openWebView: async (path) => (await ready()).openWebView(path),
    logout: async () => (await ready()).logout(),
    close: async () => (await ready()).close(),
    openPost: async (postId) => (await ready()).openPost(postId),
    payOrder: async (order) => (await ready()).payOrder(order),
    startSudGame: async (game) => (await ready()).startSudGame(game),
    notifyLogin: async (credentials) => (await ready()).notifyLogin(credentials),
    ready,
  };
}
