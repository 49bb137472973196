// The analytics client id of this browser, for update_ad_user_ga_clientid.
import type { KeyValueStorage } from "@repo/session/storage/adapter";

/**
 * Spec: not shown — where the GA client id comes from. Choice: the tag manager's `_ga` cookie
 * ("GA1.1.1234567890.1700000000"): its last two parts are the client id ("1234567890.1700000000").
 * No cookie (no tag manager, or blocked), no id.
 */
export function gaClientIdFromCookies(cookies: string): string | null {
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== "_ga") continue;
    const match = /^GA\d+\.\d+\.(\d+\.\d+)$/.exec(decodeURIComponent(rest.join("=")));
    return match?.[1] ?? null;
  }
  return null;
}

const sentKey = (userId: number) => `lb_ga_client_id_${userId}`;

/** The id to send for this player now, or null when it was sent already (or there is none). */
export function gaClientIdToSend(storage: KeyValueStorage, userId: number, clientId: string | null): string | null {
  if (clientId === null || storage.getItem(sentKey(userId)) === clientId) return null;
  return clientId;
}

export function markGaClientIdSent(storage: KeyValueStorage, userId: number, clientId: string): void {
  storage.setItem(sentKey(userId), clientId);
}
