// Writes app-start states into the session store.
import type { createStore } from "jotai";
import { credentialsAtom, hostAtom, sessionStatusAtom, userInfoAtom } from "../stores/session";
import type { InitState } from "./machine";

type Store = ReturnType<typeof createStore>;

export function syncInitState(store: Store, state: InitState): void {
  const { context } = state;
  if (context.runtime) {
    store.set(hostAtom, (host) => ({
      ...host,
      appEnvironment: context.appEnvironment ?? host.appEnvironment,
      isAudit: context.isAudit,
      xworldApp: context.runtime === "native",
    }));
  }
  if (state.status !== "ready") return;
  store.set(credentialsAtom, context.credentials);
  if (context.userInfo || !context.credentials) store.set(userInfoAtom, context.userInfo);
  store.set(sessionStatusAtom, { hasLogin: state.hasLogin, hasInit: true, initError: state.error });
}
