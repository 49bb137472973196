import { describe, expect, it } from "vitest";
import type { Credentials } from "../types";
import {
  initialContext,
  initialState,
  resolveAudit,
  transition,
  type InitEvent,
  type InitState,
  type NativeCheckResult,
} from "./machine";

const stored: Credentials = { userId: 5, secretKey: "web-key", userName: "Web", loginType: "login_v2" };
const host: Credentials = { userId: 9, secretKey: "app-key", userName: "App", loginType: "login_v2" };

function run(events: InitEvent[], from: InitState = initialState) {
  let state = from;
  const commands = [];
  for (const event of events) {
    const result = transition(state, event);
    state = result.state;
    commands.push(...result.commands.map((command) => command.type));
  }
  return { state, commands };
}

function native(overrides: Partial<NativeCheckResult> = {}): InitEvent {
  return {
    type: "NATIVE_CHECKED",
    result: { login: "unknown", environment: null, appVersion: "3.2.0", audit: false, ...overrides },
  };
}

describe("resolveAudit", () => {
  it.each([
    ["3.1.192", false, true],
    ["3.1.192", true, true],
    ["3.1.193", false, false],
    ["3.1.191", true, true],
    [null, false, false],
  ] as const)("version %s, host audit %s → %s", (version, hostAudit, expected) => {
    expect(resolveAudit(version, hostAudit)).toBe(expected);
  });
});

describe("app start paths", () => {
  it.each<[string, InitEvent[], { status: string; hasLogin?: boolean; error?: string | null }, string[]]>([
    [
      "web, logged out",
      [{ type: "BEGIN", storedCredentials: null }, { type: "NATIVE_CHECKED", result: null }],
      { status: "ready", hasLogin: false, error: null },
      ["checkNativeApp"],
    ],
    [
      "web, logged in, user info loads",
      [
        { type: "BEGIN", storedCredentials: stored },
        { type: "NATIVE_CHECKED", result: null },
        { type: "USER_INFO_LOADED", userInfo: { phone_number: "1" } },
      ],
      { status: "ready", hasLogin: true, error: null },
      ["checkNativeApp", "loadUserInfo"],
    ],
    [
      "native check fails → web with the stored login",
      [{ type: "BEGIN", storedCredentials: stored }, { type: "NATIVE_FAILED", reason: "error" }],
      { status: "userInfo" },
      ["checkNativeApp", "loadUserInfo"],
    ],
    [
      "native check times out → web, logged out",
      [{ type: "BEGIN", storedCredentials: null }, { type: "NATIVE_FAILED", reason: "timeout" }],
      { status: "ready", hasLogin: false, error: null },
      ["checkNativeApp"],
    ],
    [
      "user info 1004 → logged out, login cleared",
      [
        { type: "BEGIN", storedCredentials: stored },
        { type: "NATIVE_CHECKED", result: null },
        { type: "USER_INFO_FAILED", reason: "session-expired" },
      ],
      { status: "ready", hasLogin: false, error: null },
      ["checkNativeApp", "loadUserInfo", "clearLogin"],
    ],
    [
      "user info network failure → ready with an error flag",
      [
        { type: "BEGIN", storedCredentials: stored },
        { type: "NATIVE_CHECKED", result: null },
        { type: "USER_INFO_FAILED", reason: "network" },
      ],
      { status: "ready", hasLogin: true, error: "network" },
      ["checkNativeApp", "loadUserInfo"],
    ],
    [
      "native app with a different login → store it and load its user info",
      [{ type: "BEGIN", storedCredentials: stored }, native({ login: host })],
      { status: "userInfo" },
      ["checkNativeApp", "saveHostInfo", "storeLogin", "loadUserInfo"],
    ],
    [
      "native app logged out → page logged out",
      [{ type: "BEGIN", storedCredentials: stored }, native({ login: null })],
      { status: "ready", hasLogin: false, error: null },
      ["checkNativeApp", "saveHostInfo", "clearLogin"],
    ],
    [
      "native app cannot tell its login → keep the stored one",
      [{ type: "BEGIN", storedCredentials: stored }, native({ login: "unknown" })],
      { status: "userInfo" },
      ["checkNativeApp", "saveHostInfo", "loadUserInfo"],
    ],
    [
      "native app with the same login → nothing to store",
      [{ type: "BEGIN", storedCredentials: host }, native({ login: host })],
      { status: "userInfo" },
      ["checkNativeApp", "saveHostInfo", "loadUserInfo"],
    ],
  ])("%s", (_label, events, expected, commands) => {
    const result = run(events);
    expect(result.state).toMatchObject(expected);
    expect(result.commands).toEqual(commands);
  });

  it("takes the host's login, environment and version into the context", () => {
    const environment = { version: "3.1.192", country_code: "VN" } as NonNullable<NativeCheckResult["environment"]>;
    const { state } = run([
      { type: "BEGIN", storedCredentials: stored },
      native({ login: host, environment, appVersion: "3.1.192" }),
    ]);
    expect(state.context).toMatchObject({
      runtime: "native",
      credentials: host,
      appEnvironment: environment,
      appVersion: "3.1.192",
      isAudit: true,
    });
  });

  it("uses the host's audit flag for other versions", () => {
    const { state } = run([{ type: "BEGIN", storedCredentials: null }, native({ audit: true, appVersion: "3.3.0" })]);
    expect(state.context.isAudit).toBe(true);
  });

  it("marks a page without a host as web and forgets credentials on 1004", () => {
    const { state } = run([
      { type: "BEGIN", storedCredentials: stored },
      { type: "NATIVE_CHECKED", result: null },
      { type: "USER_INFO_FAILED", reason: "session-expired" },
    ]);
    expect(state.context).toMatchObject({ runtime: "web", credentials: null, isAudit: false });
  });
});

describe("retry", () => {
  const failed: InitState = {
    status: "ready",
    context: { ...initialContext, credentials: stored },
    hasLogin: true,
    error: "network",
  };

  it("loads user info again after an error", () => {
    expect(run([{ type: "RETRY" }], failed)).toMatchObject({ state: { status: "userInfo" }, commands: ["loadUserInfo"] });
  });

  it("does nothing when ready without an error", () => {
    const ok: InitState = { ...failed, error: null };
    expect(transition(ok, { type: "RETRY" }).state).toBe(ok);
  });
});

describe("events that do not belong to a state are ignored", () => {
  it.each<[InitState["status"], InitEvent]>([
    ["start", { type: "NATIVE_CHECKED", result: null }],
    ["start", { type: "USER_INFO_LOADED", userInfo: {} }],
    ["nativeCheck", { type: "USER_INFO_FAILED", reason: "network" }],
    ["nativeCheck", { type: "BEGIN", storedCredentials: null }],
    ["userInfo", { type: "NATIVE_CHECKED", result: null }],
    ["userInfo", { type: "NATIVE_FAILED", reason: "timeout" }],
  ])("%s ignores %j", (status, event) => {
    const state = { status, context: initialContext } as InitState;
    const result = transition(state, event);
    expect(result.state).toBe(state);
    expect(result.commands).toEqual([]);
  });
});
