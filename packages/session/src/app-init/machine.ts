// App start (SPEC 4 "App init") as a pure state machine: start → nativeCheck → userInfo → ready.
//
// `transition(state, event)` returns the next state and the commands the runner must carry out
// (check the host, store or clear a login, load user info). Commands are data, so every path can be
// tested without timers, network or a host app.
import { isAuditVersion } from "@repo/native-bridge/versions";
import type { InitErrorKind } from "../stores/session";
import type { AppEnvironment, Credentials, UserInfo } from "../types";

/** What the native app told us. `login` is "unknown" when the host could not say (old host, error). */
export interface NativeCheckResult {
  login: Credentials | null | "unknown";
  environment: AppEnvironment | null;
  appVersion: string | null;
  /** The host's own audit flag (getAppInfo). */
  audit: boolean;
}

export type UserInfoFailure = "session-expired" | "network" | "unknown";

export interface InitContext {
  /** "native" once the host answered the check; "web" when there is none, or it failed or timed out. */
  runtime: "native" | "web" | null;
  credentials: Credentials | null;
  appEnvironment: AppEnvironment | null;
  appVersion: string | null;
  isAudit: boolean;
  userInfo: UserInfo | null;
}

export type InitState =
  | { status: "start"; context: InitContext }
  | { status: "nativeCheck"; context: InitContext }
  | { status: "userInfo"; context: InitContext }
  | { status: "ready"; context: InitContext; hasLogin: boolean; error: InitErrorKind | null };

export type InitEvent =
  /** Begin with what local storage holds. */
  | { type: "BEGIN"; storedCredentials: Credentials | null }
  /** The host answered; null when there is no host app around the page. */
  | { type: "NATIVE_CHECKED"; result: NativeCheckResult | null }
  | { type: "NATIVE_FAILED"; reason: "error" | "timeout" }
  | { type: "USER_INFO_LOADED"; userInfo: UserInfo }
  | { type: "USER_INFO_FAILED"; reason: UserInfoFailure }
  /** From ready with an error: load user info again. */
  | { type: "RETRY" };

export type InitCommand =
  | { type: "checkNativeApp" }
  | { type: "saveHostInfo"; appVersion: string | null; environment: AppEnvironment | null }
  | { type: "storeLogin"; credentials: Credentials }
  | { type: "clearLogin" }
  | { type: "loadUserInfo"; credentials: Credentials };

export interface Transition {
  state: InitState;
  commands: InitCommand[];
}

export const initialContext: InitContext = {
  runtime: null,
  credentials: null,
  appEnvironment: null,
  appVersion: null,
  isAudit: false,
  userInfo: null,
};

export const initialState: InitState = { status: "start", context: initialContext };

/** Audit mode: forced on for app version 3.1.192, otherwise what the app check said (SPEC 4). */
export function resolveAudit(appVersion: string | null, hostAudit: boolean): boolean {
  return isAuditVersion(appVersion) || hostAudit;
}

function sameLogin(a: Credentials | null, b: Credentials | null): boolean {
  return a?.userId === b?.userId && a?.secretKey === b?.secretKey;
}

/** With credentials, load user info; without, app start is over and the player is logged out. */
function afterCheck(context: InitContext, commands: InitCommand[]): Transition {
  if (context.credentials) {
    return {
      state: { status: "userInfo", context },
      commands: [...commands, { type: "loadUserInfo", credentials: context.credentials }],
    };
  }
  return { state: { status: "ready", context, hasLogin: false, error: null }, commands };
}

function onNativeChecked(context: InitContext, result: NativeCheckResult | null): Transition {
  if (!result) return afterCheck({ ...context, runtime: "web" }, []);
  const commands: InitCommand[] = [
    { type: "saveHostInfo", appVersion: result.appVersion, environment: result.environment },
  ];
  let credentials = context.credentials;
  // Spec: not shown — whose login wins at start. Choice: inside the app the host's login is the truth; the
  // page follows it (as SPEC 4 does on resume). "unknown" (old host, error) keeps the stored login.
  if (result.login !== "unknown" && !sameLogin(result.login, context.credentials)) {
    credentials = result.login;
    commands.push(credentials ? { type: "storeLogin", credentials } : { type: "clearLogin" });
  }
  return afterCheck(
    {
      ...context,
      runtime: "native",
      credentials,
      appEnvironment: result.environment,
      appVersion: result.appVersion,
      isAudit: resolveAudit(result.appVersion, result.audit),
    },
    commands,
  );
}

function onUserInfoFailed(context: InitContext, reason: UserInfoFailure): Transition {
  if (reason === "session-expired") {
    return {
      state: { status: "ready", context: { ...context, credentials: null, userInfo: null }, hasLogin: false, error: null },
      commands: [{ type: "clearLogin" }],
    };
  }
  // Spec: not shown — failures other than 1004. Choice: the credentials are probably still good: stay
  // logged in and let the UI offer a retry.
  return { state: { status: "ready", context, hasLogin: true, error: reason }, commands: [] };
}

const unchanged = (state: InitState): Transition => ({ state, commands: [] });

export function transition(state: InitState, event: InitEvent): Transition {
  switch (state.status) {
    case "start":
      if (event.type !== "BEGIN") return unchanged(state);
      return {
        state: { status: "nativeCheck", context: { ...state.context, credentials: event.storedCredentials } },
        commands: [{ type: "checkNativeApp" }],
      };
    case "nativeCheck":
      if (event.type === "NATIVE_CHECKED") return onNativeChecked(state.context, event.result);
      // A failed or silent host: carry on as a web page with what storage holds.
      if (event.type === "NATIVE_FAILED") return afterCheck({ ...state.context, runtime: "web" }, []);
      return unchanged(state);
    case "userInfo":
      if (event.type === "USER_INFO_LOADED") {
        return {
          state: { status: "ready", context: { ...state.context, userInfo: event.userInfo }, hasLogin: true, error: null },
          commands: [],
        };
      }
      if (event.type === "USER_INFO_FAILED") return onUserInfoFailed(state.context, event.reason);
      return unchanged(state);
    case "ready":
      if (event.type !== "RETRY" || state.error == null || !state.context.credentials) return unchanged(state);
      return {
        state: { status: "userInfo", context: state.context },
        commands: [{ type: "loadUserInfo", credentials: state.context.credentials }],
      };
  }
}
