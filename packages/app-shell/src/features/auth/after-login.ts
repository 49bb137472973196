// Finishing a login, whatever the method: store it (session rules, cookie, host told), then go where
// the player was going (SPEC 4 "Login redirect").
import type { LoginRedirectAction } from "@repo/session/login-redirect";
import type { PlatformRouter } from "@repo/session/platform/types";
import { sessionStatusAtom } from "@repo/session/stores/session";
import type { createStore } from "jotai";

type Store = ReturnType<typeof createStore>;

export interface AfterLoginEffects {
  router: PlatformRouter;
  /** Leaves the app for an allowed outside URL (`window.location.assign`). */
  assign(href: string): void;
  /** Closes the view (the login page's own webview in the native app). */
  close(): Promise<void>;
}

/** Carries out what `resolveAfterLogin` decided. */
export async function performAfterLogin(action: LoginRedirectAction, effects: AfterLoginEffects): Promise<void> {
  switch (action.kind) {
    case "push":
      effects.router.push(action.href);
      return;
    case "replace":
      effects.router.replace(action.href);
      return;
    case "open-external":
      effects.assign(action.href);
      return;
    case "close-view":
      await effects.close();
      return;
  }
}

/**
 * Resolves once app start has settled. A login stored before that would be overwritten by app start's
 * own result (it began with no stored login), so logins wait for it.
 */
export function whenAppStarted(store: Store): Promise<void> {
  if (store.get(sessionStatusAtom).hasInit) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.sub(sessionStatusAtom, () => {
      if (!store.get(sessionStatusAtom).hasInit) return;
      unsubscribe();
      resolve();
    });
  });
}
