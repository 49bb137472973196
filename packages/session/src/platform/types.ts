// The platform adapter (DESIGN: tonkeeper-web's IAppSdk idea). Features ask the platform to share, open
// a link or close, and never test which platform they run on.
import type { KeyValueStorage } from "../storage/adapter";
import type { Brand, Credentials, PlatformKind } from "../types";

export const SHARE_EMPTY_TEXT_WARNING = "Share failed, text is empty";

/** The outcome of `share`, for the UI: a warning to show, or nothing. */
export type ShareResult =
  | { ok: true; via: "native-app" | "telegram" | "share-sheet" | "share-dialog" | "clipboard" }
  | { ok: false; reason: "empty-text"; warning: typeof SHARE_EMPTY_TEXT_WARNING }
  /** The player dismissed the share sheet: nothing to show. */
  | { ok: false; reason: "cancelled" }
  | { ok: false; reason: "failed" };

/** What a platform can do, for features that offer an action only where it works. */
export interface PlatformCapabilities {
  /** A system or host share sheet exists (otherwise share falls back to a dialog or the clipboard). */
  nativeShare: boolean;
  /** `close()` really closes the app or view (otherwise it goes home). */
  canClose: boolean;
  /** `openWebView` opens a separate view (otherwise it navigates in place). */
  separateWebView: boolean;
  /** The phone number can be taken from the messenger contact (Telegram 6.9+). */
  contactRequest: boolean;
  /** The player logs in through the host (native app) instead of the login page. */
  hostLogin: boolean;
  /** The host pays a merchant order itself (native app: xworld pay); elsewhere the app's pay deep link. */
  hostPay: boolean;
  /** The host runs the app-only offers (CPL offers through jumpCplOffer); elsewhere they need the app. */
  appOffers: boolean;
  /** The host runs Sud mini games (native app: startSudGame); elsewhere they cannot be played. */
  sudGames: boolean;
}

/** A merchant order handed to xworld pay (the same fields as the app's pay deep link). */
export interface PayOrderRequest {
  mch_id: string;
  order_id: string;
  app_name: string;
  jump_page?: string;
}

/** How a host payment ended; "unsupported" where the platform cannot pay (see capabilities.hostPay). */
export type PayOrderResult = "success" | "cancel" | "fail" | "unsupported";

/** A Sud game seat handed to the host (the vg service's launch answer). */
export interface SudGameRequest {
  game_id: string;
  room_id: string;
}

/** Whether the host started the game; "unsupported" where the platform cannot (see capabilities.sudGames). */
export type SudGameResult = "started" | "fail" | "unsupported";

export interface Platform {
  readonly kind: PlatformKind;
  readonly brand: Brand;
  readonly capabilities: PlatformCapabilities;
  /** Where the session persists what SPEC 3 stores locally. */
  readonly storage: KeyValueStorage;
  share(text: string, url?: string): Promise<ShareResult>;
  /**
   * Opens an outside URL, leaving the app open where the platform allows it. Only http(s): any other
   * scheme (`javascript:`, `data:`, `intent:`) is refused and nothing opens.
   */
  openLink(url: string): Promise<void>;
  /** Opens an app page (a path such as "/task/details?taskId=1"): a locale-prefixed webview in the native app. */
  openWebView(path: string): Promise<void>;
  /**
   * Opens a post (/posts/[postId]): the native app's own post view through the bridge's openPost where
   * the host has it, the app's page otherwise.
   */
  openPost(postId: number): Promise<void>;
  /** Takes the player to where a logged-out player belongs. Storage is cleared by the caller first. */
  logout(): Promise<void>;
  close(): Promise<void>;
  /** Pays a merchant order through the host (native app); "unsupported" elsewhere. */
  payOrder(order: PayOrderRequest): Promise<PayOrderResult>;
  /** Starts a Sud game in the host (native app); "unsupported" elsewhere. */
  startSudGame(game: SudGameRequest): Promise<SudGameResult>;
  /** Tells the host about a login made in the page (native app); nothing elsewhere. */
  notifyLogin(credentials: Credentials): Promise<void>;
}

/** The app's router, passed in (the session never imports Next.js). */
export interface PlatformRouter {
  push(href: string): void;
  replace(href: string): void;
}

export interface PlatformOptions {
  brand: Brand;
  router: PlatformRouter;
  /** The current locale ("vi-VN"), read when a path is built. */
  getLocale(): string;
  /** Default: localStorage (memory when unavailable). */
  storage?: KeyValueStorage;
  /** The window to use (tests pass a fake); default the global one. */
  window?: Window;
}
