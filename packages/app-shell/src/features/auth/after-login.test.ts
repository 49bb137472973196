import { sessionStatusAtom } from "@repo/session/stores/session";
import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { performAfterLogin, whenAppStarted } from "./after-login";

function effects() {
  return { router: { push: vi.fn(), replace: vi.fn() }, assign: vi.fn(), close: vi.fn(async () => undefined) };
}

describe("performAfterLogin", () => {
  it.each([
    [{ kind: "push", href: "/en-US/profile" }, "push"],
    [{ kind: "replace", href: "/en-US/market" }, "replace"],
  ] as const)("routes %o with router.%s", async (action, method) => {
    const run = effects();
    await performAfterLogin(action, run);
    expect(run.router[method]).toHaveBeenCalledWith(action.href);
    expect(run.assign).not.toHaveBeenCalled();
  });

  it("leaves for an allowed outside URL with a full navigation", async () => {
    const run = effects();
    await performAfterLogin({ kind: "open-external", href: "https://pay.example.com/x" }, run);
    expect(run.assign).toHaveBeenCalledWith("https://pay.example.com/x");
    expect(run.router.push).not.toHaveBeenCalled();
  });

  it("closes the view inside the native app", async () => {
    const run = effects();
    await performAfterLogin({ kind: "close-view", href: "/en-US/profile" }, run);
    expect(run.close).toHaveBeenCalled();
    expect(run.router.push).not.toHaveBeenCalled();
  });
});

describe("whenAppStarted", () => {
  it("resolves at once when app start is done", async () => {
    const store = createStore();
    store.set(sessionStatusAtom, { hasLogin: false, hasInit: true, initError: null });
    await expect(whenAppStarted(store)).resolves.toBeUndefined();
  });

  it("waits for app start to settle", async () => {
    const store = createStore();
    const done = vi.fn();
    void whenAppStarted(store).then(done);
    store.set(sessionStatusAtom, { hasLogin: true, hasInit: false, initError: null });
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    store.set(sessionStatusAtom, { hasLogin: false, hasInit: true, initError: null });
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
  });
});
