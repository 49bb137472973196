// Forgetting the player in the session store, on its own for code on every page (the API client's 1004
// handler); login and logout (../session-actions.ts) load when used.
import type { createStore } from "jotai";
import { credentialsAtom, sessionStatusAtom, userInfoAtom, walletAtom } from "./session";

type Store = ReturnType<typeof createStore>;

/** Forgets the player in the store only (storage is the caller's business). */
export function resetSessionStore(store: Store): void {
  store.set(credentialsAtom, null);
  store.set(userInfoAtom, null);
  store.set(walletAtom, { address: null, solanaAddress: null, invalid: false, tonAddress: null });
  store.set(sessionStatusAtom, (status) => ({ ...status, hasLogin: false, initError: null }));
}
