// What to do on code 1004 (spec section 8): log out and redirect; in the Telegram mini app reload
// the page at most 3 times first, then flag the account as abnormal.

export const TELEGRAM_RELOAD_LIMIT = 3;

export type SessionExpiredAction =
  | { action: "logout" }
  | { action: "reload"; attempt: number }
  | { action: "account_abnormal" };

/** `reloads`: how many times the mini app has already reloaded for this session. */
export function nextSessionExpiredAction(reloads: number, isTelegram: boolean): SessionExpiredAction {
  if (!isTelegram) return { action: "logout" };
  if (reloads < TELEGRAM_RELOAD_LIMIT) return { action: "reload", attempt: reloads + 1 };
  return { action: "account_abnormal" };
}
