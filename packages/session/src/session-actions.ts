// Login and logout applied to everything at once: storage, cookies, the host, and the session store.
// The hooks call these; so can code outside React (e.g. api-client's onSessionExpired handler).
import type { createStore } from "jotai";
import { performLogout, storeLogin, type LoginEnvironment, type LoginInput } from "./login/rules";
import type { Platform } from "./platform/types";
import { persisted } from "./storage/persisted";
import { resetSessionStore } from "./stores/reset";
import { credentialsAtom, onboardingAtom, sessionStatusAtom, userInfoAtom } from "./stores/session";
import type { Credentials, UserInfo } from "./types";

type Store = ReturnType<typeof createStore>;

export { resetSessionStore } from "./stores/reset";

export interface SessionActionEnvironment extends Omit<LoginEnvironment, "storage"> {
  platform: Platform;
}

export interface LoginWithInfo extends LoginInput {
  userInfo?: UserInfo | null;
  /** The login answer's new_user: the first login of a new account. */
  newUser?: boolean;
}

/**
 * Applies the storage rules (nothing stored for an unusable id or key), writes storage and cookies,
 * tells the host, and updates the store. Resolves with the stored credentials, or null when refused.
 */
export async function loginSession(
  store: Store,
  environment: SessionActionEnvironment,
  input: LoginWithInfo,
): Promise<Credentials | null> {
  const { platform } = environment;
  const credentials = await storeLogin(
    { ...environment, storage: platform.storage, notifyNative: (stored) => platform.notifyLogin(stored) },
    input,
  );
  if (!credentials) return null;
  if (input.userInfo) persisted.userInfo.write(platform.storage, input.userInfo);
  store.set(credentialsAtom, credentials);
  store.set(userInfoAtom, input.userInfo ?? null);
  store.set(sessionStatusAtom, (status) => ({ ...status, hasLogin: true, initError: null }));
  store.set(onboardingAtom, (flags) => ({ ...flags, newLogin: true, newUser: input.newUser ?? false }));
  return credentials;
}

/** Logout (SPEC 4): store, storage, cookies and the CPL-init flag cleared, then the platform's destination. */
export async function logoutSession(store: Store, environment: SessionActionEnvironment): Promise<void> {
  resetSessionStore(store);
  await performLogout({ ...environment, storage: environment.platform.storage });
}
