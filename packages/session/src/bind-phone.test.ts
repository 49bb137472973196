import { TelegramError } from "@repo/telegram/errors";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  bindPhoneDialogState,
  bindPhoneHref,
  openBindPhoneDialog,
  startBindPhone,
  waitForBindPhoneDialog,
  withBoundPhone,
  type BindPhoneDialogState,
  type StartBindPhoneOptions,
} from "./bind-phone";
import { fakeRouter } from "./platform/test-window";
import { closeDialogAtom, dialog, openDialogAtom } from "./stores/common";

function options(overrides: Partial<StartBindPhoneOptions> = {}) {
  return {
    platform: "telegram" as const,
    botName: "xworld_bot",
    contactAuth: vi.fn(async () => ({ data: { phone_number: "+84901234567" } })),
    router: fakeRouter(),
    backUrl: "/wallet",
    from: "withdraw",
    locale: "vi-VN",
    close: vi.fn(),
    onSuccess: vi.fn(),
    onError: vi.fn(),
    requestPhone: vi.fn<NonNullable<StartBindPhoneOptions["requestPhone"]>>(async () => "+84901234567"),
    ...overrides,
  };
}

describe("bindPhoneHref", () => {
  it("carries backUrl and from", () => {
    expect(bindPhoneHref({ backUrl: "/wallet?tab=1", from: "withdraw", locale: "vi-VN" })).toBe(
      "/vi-VN/user/bind-phone?backUrl=%2Fwallet%3Ftab%3D1&from=withdraw",
    );
    expect(bindPhoneHref({ backUrl: "/" })).toBe("/user/bind-phone?backUrl=%2F");
  });
});

describe("startBindPhone", () => {
  it.each(["web", "page-model", "native", "luckybear-web"] as const)("on %s redirects to the bind-phone page", async (platform) => {
    const opts = options({ platform });
    expect(await startBindPhone(opts)).toEqual({
      kind: "redirected",
      href: "/vi-VN/user/bind-phone?backUrl=%2Fwallet&from=withdraw",
    });
    expect(opts.router.push).toHaveBeenCalledWith("/vi-VN/user/bind-phone?backUrl=%2Fwallet&from=withdraw");
    expect(opts.requestPhone).not.toHaveBeenCalled();
  });

  it("in Telegram hands over to @repo/telegram with the bot name and the app's contact-auth call", async () => {
    const opts = options();
    expect(await startBindPhone(opts)).toEqual({ kind: "bound", phone: "+84901234567" });
    expect(opts.requestPhone).toHaveBeenCalledWith({ botName: "xworld_bot" }, opts.contactAuth);
    expect(opts.close).toHaveBeenCalledOnce();
    expect(opts.onSuccess).toHaveBeenCalledWith("+84901234567");
    expect(opts.onError).not.toHaveBeenCalled();
  });

  it.each([
    ["need_bot_name", "need bot_name"],
    ["contact_refused", "contact refused"],
    ["contact_auth_failed", "contact auth failed"],
  ] as const)("reports %s and closes", async (code, message) => {
    const opts = options({ requestPhone: vi.fn(async () => Promise.reject(new TelegramError(code))) });
    const outcome = await startBindPhone(opts);
    expect(outcome).toEqual({ kind: "failed", code, message });
    expect(opts.onError).toHaveBeenCalledWith(outcome);
    expect(opts.close).toHaveBeenCalledOnce();
    expect(opts.onSuccess).not.toHaveBeenCalled();
  });

  it("falls back to the bind-phone page on a Telegram client older than 6.9", async () => {
    const opts = options({ requestPhone: vi.fn(async () => Promise.reject(new TelegramError("not_supported"))) });
    expect(await startBindPhone(opts)).toMatchObject({ kind: "redirected" });
    expect(opts.onError).not.toHaveBeenCalled();
  });
});

describe("withBoundPhone", () => {
  it("sets the phone and adds it to the MoMo accounts once", () => {
    expect(withBoundPhone({ userId: 1, momo_account_list: ["+840"] }, "+841")).toEqual({
      userId: 1,
      phone_number: "+841",
      momo_account_list: ["+840", "+841"],
    });
    expect(withBoundPhone({ momo_account_list: ["+841"] }, "+841").momo_account_list).toEqual(["+841"]);
    expect(withBoundPhone(null, "+841")).toEqual({ phone_number: "+841", momo_account_list: ["+841"] });
  });
});

describe("waitForBindPhoneDialog", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(["bound", "cancel"] as const)("polls every 100 ms until the dialog closes with %s", async (result) => {
    let state: BindPhoneDialogState = "open";
    const getState = vi.fn(() => state);
    const settled = vi.fn();
    void waitForBindPhoneDialog(getState).then(settled);

    await vi.advanceTimersByTimeAsync(350);
    expect(getState).toHaveBeenCalledTimes(3);
    expect(settled).not.toHaveBeenCalled();

    state = result;
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toHaveBeenCalledWith(result);
    await vi.advanceTimersByTimeAsync(1000);
    expect(getState).toHaveBeenCalledTimes(4);
  });

  it("resolves cancel when aborted", async () => {
    const controller = new AbortController();
    const waiting = waitForBindPhoneDialog(() => "open", { signal: controller.signal });
    controller.abort();
    await expect(waiting).resolves.toBe("cancel");
  });

  it("reads the session store's dialog", async () => {
    const store = createStore();
    const waiting = openBindPhoneDialog(store, { backUrl: "/wallet" });
    expect(bindPhoneDialogState(store)).toBe("open");
    await vi.advanceTimersByTimeAsync(200);
    store.set(closeDialogAtom, "bound");
    await vi.advanceTimersByTimeAsync(100);
    await expect(waiting).resolves.toBe("bound");
  });

  it("counts a dialog replaced by another one as cancelled", async () => {
    const store = createStore();
    const waiting = openBindPhoneDialog(store);
    store.set(openDialogAtom, dialog("share", { text: "x" }));
    await vi.advanceTimersByTimeAsync(100);
    await expect(waiting).resolves.toBe("cancel");
  });
});
