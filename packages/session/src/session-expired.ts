// What code 1004 (login expired) leads to (SPEC 8): logout and redirect; in the Telegram mini app a
// reload first (the launch data logs in again), up to three times, then the account is flagged abnormal.
import type { KeyValueStorage } from "./storage/adapter";
import type { PlatformKind } from "./types";

export const TELEGRAM_RELOAD_LIMIT = 3;

export type SessionExpiredAction = { kind: "logout" } | { kind: "reload" } | { kind: "account-abnormal" };

/** `reloadsSoFar`: how many times this tab already reloaded for an expired login. */
export function sessionExpiredAction(platform: PlatformKind, reloadsSoFar: number): SessionExpiredAction {
  if (platform !== "telegram") return { kind: "logout" };
  return reloadsSoFar < TELEGRAM_RELOAD_LIMIT ? { kind: "reload" } : { kind: "account-abnormal" };
}

// Spec: not shown — where the reload count lives. Choice: per tab (sessionStorage), so a new launch of
// the mini app starts counting again.
export const RELOAD_COUNT_KEY = "session_expired_reloads";

export const reloadCounter = {
  read(storage: KeyValueStorage): number {
    const value = Number(storage.getItem(RELOAD_COUNT_KEY));
    return Number.isInteger(value) && value > 0 ? value : 0;
  },
  increment(storage: KeyValueStorage): number {
    const next = reloadCounter.read(storage) + 1;
    storage.setItem(RELOAD_COUNT_KEY, String(next));
    return next;
  },
  /** After a successful start: the next expiry may reload again. */
  reset(storage: KeyValueStorage): void {
    storage.removeItem(RELOAD_COUNT_KEY);
  },
};
