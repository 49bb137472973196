// Whether a signed-in player's page load has anything for the casino account's background work to send,
// read from this device's marks alone: a page with nothing to send loads none of that work's code.
import type { KeyValueStorage } from "@repo/session/storage/adapter";
import { gaClientIdFromCookies, gaClientIdToSend } from "./ga-client-id";

const registeredKey = (userId: number) => `lb_registered_${userId}`;

export const isRegisteredHere = (storage: KeyValueStorage, userId: number) => storage.getItem(registeredKey(userId)) === "1";

export function markRegisteredHere(storage: KeyValueStorage, userId: number): void {
  storage.setItem(registeredKey(userId), "1");
}

/** Not yet registered on this device, or the browser's analytics client id is new for the player. */
export function accountSyncDue(storage: KeyValueStorage, userId: number, cookies: string): boolean {
  return !isRegisteredHere(storage, userId) || gaClientIdToSend(storage, userId, gaClientIdFromCookies(cookies)) !== null;
}
