// Is this page a Telegram mini app? Answered without the Telegram SDK (which only mini-app players
// download, see ./client): the launch parameters Telegram opens the page with are in the URL (hash or
// query), in the navigation entry after an in-page redirect, or where the SDK keeps them for reloads.
import { normalizeLaunchHash } from "./launch-hash";

/** Where @telegram-apps/sdk stores the launch parameters for a reload (sessionStorage, JSON). */
export const STORED_LAUNCH_PARAMS_KEY = "tapps/launchParams";

function asLaunchParams(text: string | null | undefined): URLSearchParams | null {
  if (!text) return null;
  const params = new URLSearchParams(normalizeLaunchHash(text.replace(/^[^?#]*[?#]/, "")).replace(/^[?#]/, "").replace(/[?#]/g, "&"));
  return params.get("tgWebAppData") && params.get("tgWebAppVersion") && params.get("tgWebAppPlatform") ? params : null;
}

/** The launch parameters the SDK stored for a reload, as a hash; null when there are none. */
function storedLaunchHash(win: Window): string | null {
  try {
    const stored: unknown = JSON.parse(win.sessionStorage.getItem(STORED_LAUNCH_PARAMS_KEY) ?? "null");
    return typeof stored === "string" ? `#${stored}` : null;
  } catch {
    return null;
  }
}

/** The launch parameters of this page, or null outside Telegram (and on the server). */
export function launchParams(win: Window | undefined = typeof window === "undefined" ? undefined : window): URLSearchParams | null {
  if (!win) return null;
  const navigation = win.performance?.getEntriesByType?.("navigation")[0]?.name;
  return asLaunchParams(win.location.href) ?? asLaunchParams(navigation) ?? asLaunchParams(storedLaunchHash(win));
}

export type TelegramHostWindow = Window & {
  TelegramWebviewProxy?: { postEvent?: (eventType: string, eventData?: string) => void };
  external?: { notify?: (message: string) => void };
};

/** How a Telegram client hosts the page, which is also how the page talks to it. */
export type TelegramHostKind = "frame" | "webview" | "windows-phone";

/**
 * Evidence that a Telegram client hosts this page, which a link cannot forge: the web clients show the
 * app in an iframe (the CSP's frame-ancestors lets only Telegram's hosts frame it), the mobile and
 * desktop clients give the webview `TelegramWebviewProxy`, the Windows Phone client `external.notify`.
 * A plain browser opening a link that carries someone's init data in its hash has none of these. The
 * order is the SDK's: a framed page talks to its parent even where a proxy exists.
 */
export function telegramHostKind(win: Window): TelegramHostKind | null {
  try {
    if (win.parent !== win) return "frame";
  } catch {
    return "frame";
  }
  const host = win as TelegramHostWindow;
  if (typeof host.TelegramWebviewProxy?.postEvent === "function") return "webview";
  if (typeof host.external?.notify === "function") return "windows-phone";
  return null;
}

/** True when a Telegram client hosts this page (see {@link telegramHostKind}). */
export function hasTelegramHost(win: Window): boolean {
  return telegramHostKind(win) !== null;
}

/**
 * True when the page runs as a Telegram mini app: launch parameters and a Telegram client hosting the
 * page. Safe on the server (false there) and before startTelegram; it recognises the newer unencoded
 * launch hash too, without changing the URL. The parameters are checked for shape only here;
 * startTelegram validates them fully.
 */
export function isTelegram(win: Window | undefined = typeof window === "undefined" ? undefined : window): boolean {
  // The host first: launchParams may read sessionStorage, a synchronous call to the browser process.
  return win !== undefined && hasTelegramHost(win) && launchParams(win) !== null;
}

/** The client's Mini Apps API version ("8.0"), for the version gates; null outside Telegram. */
export function launchVersion(): string | null {
  return launchParams()?.get("tgWebAppVersion") ?? null;
}
