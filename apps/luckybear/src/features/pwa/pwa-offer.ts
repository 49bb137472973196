// When the casino home offers to add the web app to the home screen (spec sections 2 and 4): to
// visitors outside the apps (not the native app, not the Telegram mini app), at most once per
// calendar day.
import type { PlatformKind } from "@repo/session/types";

export interface PwaOfferContext {
  platform: PlatformKind;
  /** The page already runs as the installed web app (standalone display). */
  installed: boolean;
  /** The offer was already made today on this device. */
  shownToday: boolean;
  /** Another global dialog is open right now. */
  otherDialogOpen: boolean;
}

const IN_AN_APP: readonly PlatformKind[] = ["native", "telegram"];

export function shouldOfferPwaInstall(context: PwaOfferContext): boolean {
  if (IN_AN_APP.includes(context.platform)) return false;
  // Spec: not shown — an installed copy, and a dialog already open. Choice: an installed copy is not
  // offered itself; another open dialog is not replaced (the offer waits for the next visit, and the
  // day is not used up).
  return !context.installed && !context.shownToday && !context.otherDialogOpen;
}

/** The page runs as an installed web app: standalone display, or iOS's home-screen mode. */
export function runsAsInstalledApp(win: Window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || win.matchMedia?.("(display-mode: standalone)").matches === true;
}
