import { shareURL } from "@telegram-apps/sdk";
import { telegramSession } from "./start";

/** Warning shown when there is nothing to share (SPEC sections 5 and 8). */
export const SHARE_EMPTY_TEXT_WARNING = "Share failed, text is empty";

export type ShareResult =
  | { ok: true }
  | { ok: false; reason: "empty_text"; warning: typeof SHARE_EMPTY_TEXT_WARNING }
  | { ok: false; reason: "not_in_telegram" };

// Spec: not shown — how the mini app shares. Telegram's chat picker; a text without a URL is shared
// as the "url" itself, which the picker accepts.
/**
 * Shares through Telegram's chat picker (t.me/share/url). With no `url`, the text itself is shared.
 * Empty (or blank) text is not shared: the result carries the warning to show.
 */
export function shareToChat(input: { text: string; url?: string }): ShareResult {
  const text = input.text.trim();
  if (text === "") return { ok: false, reason: "empty_text", warning: SHARE_EMPTY_TEXT_WARNING };
  if (!telegramSession()) return { ok: false, reason: "not_in_telegram" };
  try {
    const [shared] = input.url ? shareURL.ifAvailable(input.url, text) : shareURL.ifAvailable(text);
    return shared ? { ok: true } : { ok: false, reason: "not_in_telegram" };
  } catch {
    return { ok: false, reason: "not_in_telegram" };
  }
}
