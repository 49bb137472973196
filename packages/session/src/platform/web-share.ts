// Sharing on the plain web: the system share sheet, else the app's share dialog, else the clipboard.
import { SHARE_EMPTY_TEXT_WARNING, type ShareResult } from "./types";

/** The warning result when there is nothing to share (SPEC 5), or null when the text is usable. */
export function emptyShareResult(text: string): ShareResult | null {
  return text.trim() === "" ? { ok: false, reason: "empty-text", warning: SHARE_EMPTY_TEXT_WARNING } : null;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

export interface WebShareOptions {
  /** Opens the app's share dialog (global dialog "share"); used where no share sheet exists. */
  openShareDialog?: (text: string, url?: string) => void;
}

export async function webShare(win: Window | undefined, text: string, url: string | undefined, options: WebShareOptions): Promise<ShareResult> {
  const empty = emptyShareResult(text);
  if (empty) return empty;
  const nav = win?.navigator;
  if (nav && typeof nav.share === "function") {
    try {
      await nav.share(url ? { text, url } : { text });
      return { ok: true, via: "share-sheet" };
    } catch (error) {
      if (isAbort(error)) return { ok: false, reason: "cancelled" };
      // Not allowed here (no user gesture, insecure context): fall through to the dialog.
    }
  }
  // Spec: not shown — sharing without a share sheet. Choice: the app's share dialog, else copy the
  // text and link so the player can paste them.
  if (options.openShareDialog) {
    options.openShareDialog(text, url);
    return { ok: true, via: "share-dialog" };
  }
  if (nav?.clipboard && typeof nav.clipboard.writeText === "function") {
    try {
      await nav.clipboard.writeText(url ? `${text} ${url}` : text);
      return { ok: true, via: "clipboard" };
    } catch {
      return { ok: false, reason: "failed" };
    }
  }
  return { ok: false, reason: "failed" };
}
