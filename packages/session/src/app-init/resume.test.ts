import { describe, expect, it, vi } from "vitest";
import type { Credentials } from "../types";
import { decideOnResume, onDocumentVisible, watchNativeResume } from "./resume";

const a: Credentials = { userId: 1, secretKey: "a", userName: "", loginType: "login_v2" };
const aRenewed: Credentials = { ...a, secretKey: "a2" };
const b: Credentials = { userId: 2, secretKey: "b", userName: "", loginType: "login_v2" };

describe("decideOnResume", () => {
  it.each<[string, Credentials | null, Credentials | null | "unknown", string]>([
    ["same user", a, a, "none"],
    ["different user", a, b, "relogin"],
    ["same user, renewed key", a, aRenewed, "relogin"],
    ["host logged in, page logged out", null, b, "relogin"],
    ["host logged out", a, null, "logout"],
    ["both logged out", null, null, "none"],
    ["host cannot tell", a, "unknown", "none"],
  ])("%s → %s", (_label, stored, host, kind) => {
    expect(decideOnResume(stored, host).kind).toBe(kind);
  });

  it("re-login carries the host's credentials", () => {
    expect(decideOnResume(a, b)).toEqual({ kind: "relogin", credentials: b });
  });
});

describe("watchNativeResume", () => {
  function setup(host: Credentials | null | "unknown" | Error) {
    let fire: () => void = () => undefined;
    const unsubscribe = vi.fn();
    const effects = {
      subscribe: vi.fn((listener: () => void) => {
        fire = listener;
        return unsubscribe;
      }),
      readHostLogin: vi.fn(async () => {
        if (host instanceof Error) throw host;
        return host;
      }),
      readStoredLogin: () => a,
      relogin: vi.fn(),
      logout: vi.fn(),
    };
    const stop = watchNativeResume(effects);
    return { effects, stop, unsubscribe, fire: () => fire() };
  }

  it("re-logs in when the host now has another user", async () => {
    const { effects, fire } = setup(b);
    fire();
    await vi.waitFor(() => expect(effects.relogin).toHaveBeenCalledWith(b));
    expect(effects.logout).not.toHaveBeenCalled();
  });

  it("logs out when the host logged out", async () => {
    const { effects, fire } = setup(null);
    fire();
    await vi.waitFor(() => expect(effects.logout).toHaveBeenCalledOnce());
  });

  it("does nothing when the host cannot be read", async () => {
    const { effects, fire } = setup(new Error("bridge down"));
    fire();
    await vi.waitFor(() => expect(effects.readHostLogin).toHaveBeenCalled());
    await Promise.resolve();
    expect(effects.relogin).not.toHaveBeenCalled();
    expect(effects.logout).not.toHaveBeenCalled();
  });

  it("runs one check at a time and stops on request", async () => {
    const { effects, fire, stop, unsubscribe } = setup(b);
    fire();
    fire();
    await vi.waitFor(() => expect(effects.relogin).toHaveBeenCalled());
    expect(effects.readHostLogin).toHaveBeenCalledOnce();
    stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});

describe("onDocumentVisible", () => {
  it("fires when the document becomes visible, not when hidden", () => {
    let visibility: DocumentVisibilityState = "hidden";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
    const listener = vi.fn();
    const stop = onDocumentVisible(listener);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(listener).not.toHaveBeenCalled();
    visibility = "visible";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(listener).toHaveBeenCalledOnce();
    stop();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(listener).toHaveBeenCalledOnce();
  });
});
