import { beforeEach, describe, expect, it } from "vitest";
import { OAUTH_PENDING_KEY, type PendingOAuth, completeOAuth, randomState, rememberOAuth } from "./oauth-state";

const T0 = 1_700_000_000_000;
const pending: PendingOAuth = {
  state: "a1b2c3",
  provider: "google",
  backUrl: "/en-US/profile",
  redirectUri: "http://127.0.0.1:3000/en-US/user/fb-login-feedback?provider=google",
  codeVerifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
  createdAt: T0,
};

const query = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("the OAuth state check", () => {
  beforeEach(() => {
    sessionStorage.clear();
    rememberOAuth(sessionStorage, pending);
  });

  it("accepts the callback that brings back the remembered state, with where the player was going", () => {
    expect(completeOAuth(sessionStorage, query({ provider: "google", code: "alice", state: "a1b2c3" }), T0 + 5_000)).toEqual({
      ok: true,
      provider: "google",
      code: "alice",
      backUrl: "/en-US/profile",
      redirectUri: pending.redirectUri,
      codeVerifier: pending.codeVerifier,
    });
  });

  it("refuses a remembered sign-in without a PKCE verifier (started by an older build)", () => {
    const { codeVerifier: _verifier, ...older } = pending;
    sessionStorage.setItem(OAUTH_PENDING_KEY, JSON.stringify(older));
    expect(completeOAuth(sessionStorage, query({ provider: "google", code: "alice", state: "a1b2c3" }), T0)).toMatchObject({ ok: false, reason: "forged" });
  });

  it("accepts it once: the same callback again is refused as forged", () => {
    const callback = query({ provider: "google", code: "alice", state: "a1b2c3" });
    expect(completeOAuth(sessionStorage, callback, T0).ok).toBe(true);
    expect(completeOAuth(sessionStorage, callback, T0)).toMatchObject({ ok: false, reason: "forged" });
  });

  it.each([
    ["another state", { provider: "google", code: "alice", state: "ffff" }],
    ["another provider than the one started", { provider: "vk", code: "alice", state: "a1b2c3" }],
  ])("refuses a callback with %s as forged, and offers no backUrl", (_name, fields) => {
    expect(completeOAuth(sessionStorage, query(fields), T0)).toMatchObject({ ok: false, reason: "forged", backUrl: null });
  });

  it("refuses any callback in a tab where no sign-in was started", () => {
    sessionStorage.clear();
    expect(completeOAuth(sessionStorage, query({ provider: "google", code: "alice", state: "a1b2c3" }), T0)).toMatchObject({
      ok: false,
      reason: "forged",
      provider: "google",
    });
  });

  it("keeps the remembered sign-in when a forged callback arrives first", () => {
    completeOAuth(sessionStorage, query({ provider: "google", code: "mallory", state: "ffff" }), T0);
    expect(completeOAuth(sessionStorage, query({ provider: "google", code: "alice", state: "a1b2c3" }), T0).ok).toBe(true);
  });

  it("reports a refusal at the provider, keeping the way back", () => {
    expect(completeOAuth(sessionStorage, query({ provider: "google", error: "access_denied", state: "a1b2c3" }), T0)).toEqual({
      ok: false,
      reason: "refused",
      provider: "google",
      backUrl: "/en-US/profile",
    });
  });

  it.each([
    ["no code", { provider: "google", state: "a1b2c3" }],
    ["no state", { provider: "google", code: "alice" }],
  ])("reports a callback with %s as incomplete", (_name, fields) => {
    expect(completeOAuth(sessionStorage, query(fields), T0)).toMatchObject({ ok: false, reason: "incomplete" });
  });

  it("refuses a sign-in started more than ten minutes ago", () => {
    expect(completeOAuth(sessionStorage, query({ code: "alice", state: "a1b2c3" }), T0 + 10 * 60 * 1000 + 1)).toMatchObject({
      ok: false,
      reason: "expired",
    });
  });

  it("treats an unreadable remembered value as no sign-in", () => {
    sessionStorage.setItem(OAUTH_PENDING_KEY, "{not json");
    expect(completeOAuth(sessionStorage, query({ code: "alice", state: "a1b2c3" }), T0)).toMatchObject({ ok: false, reason: "forged" });
  });
});

describe("randomState", () => {
  it("is 32 hex digits of the given bytes", () => {
    expect(randomState(new Uint8Array(16).fill(171))).toBe("ab".repeat(16));
  });

  it("differs between calls", () => {
    expect(randomState()).not.toBe(randomState());
    expect(randomState()).toMatch(/^[0-9a-f]{32}$/);
  });
});
