// Runs the app-start machine: carries out its commands with injected effects and reports each state.
import { isNetworkError, isSessionExpired, isTimeoutError } from "@repo/api-client/errors";
import type { Credentials, UserInfo } from "../types";
import {
  initialState,
  transition,
  type InitCommand,
  type InitEvent,
  type InitState,
  type NativeCheckResult,
  type UserInfoFailure,
} from "./machine";

// Spec: not shown — how long app start waits for the host. Choice: 3 s, then the page carries on as web
// (a host that answers later is ignored for this start).
export const NATIVE_CHECK_TIMEOUT_MS = 3_000;

export interface AppInitEffects {
  /**
   * The login to start from: local storage, or in the Telegram mini app the result of the Telegram
   * login (null when it failed, so the player is logged out).
   */
  initialLogin(): Credentials | null | Promise<Credentials | null>;
  /** Null when there is no host app around the page. */
  checkNativeApp(): Promise<NativeCheckResult | null>;
  loadUserInfo(credentials: Credentials): Promise<UserInfo>;
  storeLogin(credentials: Credentials): void | Promise<void>;
  clearLogin(): void | Promise<void>;
  saveHostInfo?(info: Extract<InitCommand, { type: "saveHostInfo" }>): void;
  /** Every state, in order, starting with the first after "start". */
  onState(state: InitState): void;
  /** Maps a failed user-info load to the machine's reasons; default reads @repo/api-client errors. */
  classifyUserInfoError?(error: unknown): UserInfoFailure;
  nativeCheckTimeoutMs?: number;
}

/** 1004 is an expired login; no answer at all is the network; anything else is unknown. */
export function classifyUserInfoError(error: unknown): UserInfoFailure {
  if (isSessionExpired(error)) return "session-expired";
  if (isNetworkError(error) || isTimeoutError(error)) return "network";
  return "unknown";
}

export interface AppInit {
  /** Runs app start; resolves with the ready state. Calling it again returns the same run. */
  start(): Promise<InitState>;
  /** After a ready state with an error: loads user info again; resolves with the next ready state. */
  retry(): Promise<InitState>;
  getState(): InitState;
}

class NativeCheckTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new NativeCheckTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createAppInit(effects: AppInitEffects): AppInit {
  let state: InitState = initialState;
  let started: Promise<InitState> | null = null;
  let waiters: ((state: InitState) => void)[] = [];
  const classify = effects.classifyUserInfoError ?? classifyUserInfoError;

  function settleIfReady(): void {
    if (state.status !== "ready") return;
    const ready = state;
    const pending = waiters;
    waiters = [];
    for (const resolve of pending) resolve(ready);
  }

  function nextReady(): Promise<InitState> {
    return new Promise((resolve) => waiters.push(resolve));
  }

  function dispatch(event: InitEvent): void {
    const result = transition(state, event);
    if (result.state === state) return;
    state = result.state;
    effects.onState(state);
    // Commands run in order; each one that ends in an event feeds the machine again.
    void runCommands(result.commands).then(settleIfReady);
  }

  async function runCommands(commands: InitCommand[]): Promise<void> {
    for (const command of commands) await run(command);
  }

  async function run(command: InitCommand): Promise<void> {
    switch (command.type) {
      case "checkNativeApp": {
        let event: InitEvent;
        try {
          const result = await withTimeout(
            effects.checkNativeApp(),
            effects.nativeCheckTimeoutMs ?? NATIVE_CHECK_TIMEOUT_MS,
          );
          event = { type: "NATIVE_CHECKED", result };
        } catch (error) {
          event = { type: "NATIVE_FAILED", reason: error instanceof NativeCheckTimeout ? "timeout" : "error" };
        }
        dispatch(event);
        return;
      }
      case "saveHostInfo":
        try {
          effects.saveHostInfo?.(command);
        } catch {
          // Remembering the host's version is a convenience; start goes on without it.
        }
        return;
      case "storeLogin":
      case "clearLogin":
        try {
          await (command.type === "storeLogin" ? effects.storeLogin(command.credentials) : effects.clearLogin());
        } catch {
          // The machine already moved on; a failed write must not stall app start.
        }
        return;
      case "loadUserInfo": {
        let event: InitEvent;
        try {
          event = { type: "USER_INFO_LOADED", userInfo: await effects.loadUserInfo(command.credentials) };
        } catch (error) {
          event = { type: "USER_INFO_FAILED", reason: classify(error) };
        }
        dispatch(event);
        return;
      }
    }
  }

  async function begin(): Promise<InitState> {
    const ready = nextReady();
    let storedCredentials: Credentials | null;
    try {
      storedCredentials = await effects.initialLogin();
    } catch {
      storedCredentials = null;
    }
    dispatch({ type: "BEGIN", storedCredentials });
    return ready;
  }

  return {
    start() {
      started ??= begin();
      return started;
    },
    retry() {
      const before = state;
      dispatch({ type: "RETRY" });
      // Nothing to retry (no error, no credentials, or not ready yet): the state stays as it is.
      return state === before ? Promise.resolve(state) : nextReady();
    },
    getState: () => state,
  };
}
