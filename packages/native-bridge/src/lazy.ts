// The door to ./bridge for code on every page: whether a host app is around (./host, tiny) is known at
// once, and the bridge itself (its methods, callbacks and replies) arrives as its own chunk the first
// time the page talks to a host. Plain browsers and Telegram never download it.
import type { Bridge } from "./bridge";
import { detectTransport } from "./host";

/** True when a host app is around this page (what `bridge.isAvailable()` answers), without the bridge. */
export function hasNativeHost(win: Window | undefined = typeof window === "undefined" ? undefined : window): boolean {
  return detectTransport(win) !== null;
}

let loading: Promise<Bridge> | null = null;
let loaded: Bridge | null = null;

/** The page's bridge, loaded once. */
export function loadBridge(): Promise<Bridge> {
  loading ??= import("./bridge").then(
    (module) => (loaded = module.bridge),
    (error: unknown) => {
      loading = null; // a failed chunk load may succeed later
      throw error;
    },
  );
  return loading;
}

/** The page's bridge if it has loaded already, else null. */
export function loadedBridge(): Bridge | null {
  return loaded;
}
