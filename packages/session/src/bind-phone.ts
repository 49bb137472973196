// Phone binding (SPEC 4): the mini app takes the phone from the Telegram contact; everywhere else the
// player goes to /user/bind-phone. The bind-phone dialog is polled until it closes.
import { isTelegramError, type TelegramErrorCode } from "@repo/telegram/errors";
import { loadTelegramClient } from "@repo/telegram/lazy";
import type { ContactAuthCall, RequestPhoneOptions } from "@repo/telegram/phone";
import type { createStore } from "jotai";
import type { PlatformRouter } from "./platform/types";
import { closedDialogAtom, dialog, dialogAtom, openDialogAtom, type GlobalDialogProps } from "./stores/common";
import type { PlatformKind, UserInfo } from "./types";

export const BIND_PHONE_PATH = "/user/bind-phone";
/** SPEC 9: the bind-phone dialog is polled every 100 ms. */
export const BIND_PHONE_POLL_MS = 100;

export type BindPhoneOutcome =
  | { kind: "bound"; phone: string }
  | { kind: "redirected"; href: string }
  | { kind: "failed"; code: TelegramErrorCode | "unknown"; message: string };

export interface StartBindPhoneOptions {
  platform: PlatformKind;
  /** The mini app's bot (SPEC: without it the binding fails with "need bot_name"). */
  botName?: string | null;
  /** The app's contact-auth call (POST /tg/auth_contact). */
  contactAuth: ContactAuthCall;
  router: PlatformRouter;
  /** The page to come back to after binding on /user/bind-phone. */
  backUrl: string;
  /** Where the binding started (the bind-phone page's `from`). */
  from?: string;
  locale?: string;
  /** Closes the loader or dialog that started the binding; called on success and on failure. */
  close?: () => void;
  onSuccess?: (phone: string) => void;
  /** Shows the error (the message is the spec's text, e.g. "need bot_name"). */
  onError?: (failure: Extract<BindPhoneOutcome, { kind: "failed" }>) => void;
  /** Injected for tests; default @repo/telegram's requestPhone (loaded with the SDK, in the mini app only). */
  requestPhone?: (options: RequestPhoneOptions, call: ContactAuthCall) => Promise<string>;
}

/** The bind-phone page URL with its backUrl and from. */
export function bindPhoneHref(input: { backUrl: string; from?: string; locale?: string }): string {
  const query = new URLSearchParams({ backUrl: input.backUrl });
  if (input.from) query.set("from", input.from);
  return `${input.locale ? `/${input.locale}` : ""}${BIND_PHONE_PATH}?${query.toString()}`;
}

function redirect(options: StartBindPhoneOptions): BindPhoneOutcome {
  const href = bindPhoneHref(options);
  options.router.push(href);
  return { kind: "redirected", href };
}

export async function startBindPhone(options: StartBindPhoneOptions): Promise<BindPhoneOutcome> {
  if (options.platform !== "telegram") return redirect(options);
  const requestPhone =
    options.requestPhone ?? (async (...args: [RequestPhoneOptions, ContactAuthCall]) => (await loadTelegramClient()).requestPhone(...args));
  try {
    const phone = await requestPhone({ botName: options.botName }, options.contactAuth);
    options.close?.();
    options.onSuccess?.(phone);
    return { kind: "bound", phone };
  } catch (error) {
    // Spec: not shown — a Telegram client older than 6.9 cannot share its contact. Choice: bind by
    // one-time code on the bind-phone page, as outside the mini app.
    if (isTelegramError(error, "not_supported")) {
      options.close?.();
      return redirect(options);
    }
    const failure: Extract<BindPhoneOutcome, { kind: "failed" }> = {
      kind: "failed",
      code: isTelegramError(error) ? error.code : "unknown",
      message: error instanceof Error ? error.message : String(error),
    };
    options.onError?.(failure);
    options.close?.();
    return failure;
  }
}

/** User info after a successful binding: the phone set, and listed among the MoMo accounts once. */
export function withBoundPhone(userInfo: UserInfo | null, phone: string): UserInfo {
  const list = userInfo?.momo_account_list ?? [];
  return {
    ...userInfo,
    phone_number: phone,
    momo_account_list: list.includes(phone) ? list : [...list, phone],
  };
}

export type BindPhoneDialogState = "open" | "bound" | "cancel";

/**
 * Polls `getState` every 100 ms until the bind-phone dialog is no longer open, and resolves with how it
 * closed. An abort resolves "cancel".
 */
export function waitForBindPhoneDialog(
  getState: () => BindPhoneDialogState,
  options: { intervalMs?: number; signal?: AbortSignal } = {},
): Promise<Exclude<BindPhoneDialogState, "open">> {
  const intervalMs = options.intervalMs ?? BIND_PHONE_POLL_MS;
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: "bound" | "cancel") => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      resolve(result);
    };
    const onAbort = () => finish("cancel");
    if (options.signal?.aborted) return finish("cancel");
    options.signal?.addEventListener("abort", onAbort, { once: true });
    const poll = () => {
      const state = getState();
      if (state === "open") timer = setTimeout(poll, intervalMs);
      else finish(state);
    };
    timer = setTimeout(poll, intervalMs);
  });
}

type Store = ReturnType<typeof createStore>;

/** The bind-phone dialog's state in a session store: open, or how it last closed. */
export function bindPhoneDialogState(store: Store): BindPhoneDialogState {
  if (store.get(dialogAtom)?.name === "bind-phone") return "open";
  const closed = store.get(closedDialogAtom);
  return closed?.name === "bind-phone" && closed.result === "bound" ? "bound" : "cancel";
}

/** Opens the global bind-phone dialog and waits until it closes. */
export function openBindPhoneDialog(
  store: Store,
  props: GlobalDialogProps["bind-phone"] = {},
  options: { signal?: AbortSignal } = {},
): Promise<"bound" | "cancel"> {
  store.set(openDialogAtom, dialog("bind-phone", props));
  return waitForBindPhoneDialog(() => bindPhoneDialogState(store), options);
}
