// Fingerprint (biometric) flows through the host app, with the error catalogue of SPEC section 8.
//
// Spec: not shown — which call adds and which reads. This client's contract:
// - `checkFinger` tells whether the device can use a fingerprint (`support_finger`);
// - `loadFinger({ finger_save_data })` asks for a fingerprint and binds the reference text to it
//   ("adding");
// - `checkFingerSavedData` asks for a fingerprint and returns the bound reference text ("reading").
// Every reply carries `code` (0 = success) and `msg`; a non-zero `ret` is read the same way.
import type { Bridge } from "./bridge";
import { isBridgeError } from "./errors";
import type { FingerReply } from "./types";

/** Message keys the UI translates; the bridge never returns translated text. */
export type FingerMessageKey =
  | "finger_not_support"
  | "finger_error_1"
  | "finger_error_2"
  | "finger_error_3"
  | "finger_error_4"
  | "finger_error_5"
  | "finger_error_6";

/** What to show for a failure: a message key, or the host's own text when no key fits. */
export type FingerMessage = { key: FingerMessageKey } | { text: string };

export type FingerMode = "add" | "read";

export interface FingerFailure {
  ok: false;
  /** The host's code, when it gave one. */
  code: number | null;
  message: FingerMessage;
}

export type FingerOutcome<T> = { ok: true; value: T } | FingerFailure;

/** `support_finger` values that mean the device cannot use a fingerprint. */
export const UNSUPPORTED_FINGER_VALUES: readonly number[] = [1, 11, 14];

/** Longest reference text bound to a fingerprint; longer text is cut. */
export const FINGER_REFERENCE_MAX_LENGTH = 1024;

export function isFingerSupported(supportFinger: number | null | undefined): boolean {
  return supportFinger == null || !UNSUPPORTED_FINGER_VALUES.includes(supportFinger);
}

/** The message for a failed fingerprint operation (SPEC section 8). */
export function fingerErrorMessage(code: number | null, mode: FingerMode, hostMessage?: string | null): FingerMessage {
  switch (code) {
    case 7:
      return { key: "finger_error_1" };
    case 9:
      return { key: "finger_error_2" };
    case 10:
    case 50:
      return { key: "finger_error_3" };
    case 15:
      return { key: mode === "add" ? "finger_error_4" : "finger_error_6" };
    case 17:
      return { key: "finger_error_5" };
    default:
      return hostMessage ? { text: hostMessage } : { key: "finger_not_support" };
  }
}

/** Cuts the reference text to {@link FINGER_REFERENCE_MAX_LENGTH} characters (not UTF-16 units). */
export function cutReferenceText(text: string): string {
  const characters = Array.from(text);
  return characters.length > FINGER_REFERENCE_MAX_LENGTH
    ? characters.slice(0, FINGER_REFERENCE_MAX_LENGTH).join("")
    : text;
}

function fail(code: number | null, mode: FingerMode, hostMessage?: string | null): FingerFailure {
  return { ok: false, code, message: fingerErrorMessage(code, mode, hostMessage) };
}

const notSupported: FingerFailure = { ok: false, code: null, message: { key: "finger_not_support" } };

/** Runs a fingerprint call and reads success or failure out of the reply or the bridge error. */
async function run(mode: FingerMode, request: () => Promise<FingerReply>): Promise<FingerOutcome<FingerReply>> {
  let reply: FingerReply;
  try {
    reply = await request();
  } catch (error) {
    if (!isBridgeError(error)) return fail(null, mode, error instanceof Error ? error.message : null);
    if (error.kind === "unavailable" || error.kind === "not_supported") return notSupported;
    const params = (error.reply?.params ?? {}) as FingerReply;
    const code = typeof params.code === "number" ? params.code : error.code;
    return fail(code, mode, params.msg || error.reply?.msg || null);
  }
  if (typeof reply.code === "number" && reply.code !== 0) return fail(reply.code, mode, reply.msg);
  return { ok: true, value: reply };
}

export interface FingerSupport {
  /** The host's `support_finger` value. */
  supportFinger: number | null;
}

/** Whether the device can use a fingerprint; unsupported values give `finger_not_support`. */
export async function checkFingerSupport(bridge: Bridge): Promise<FingerOutcome<FingerSupport>> {
  if (!bridge.supports("checkFinger")) return notSupported;
  const outcome = await run("read", () => bridge.checkFinger());
  if (!outcome.ok) return outcome;
  const supportFinger = typeof outcome.value.support_finger === "number" ? outcome.value.support_finger : null;
  if (!isFingerSupported(supportFinger)) return { ...notSupported, code: supportFinger };
  return { ok: true, value: { supportFinger } };
}

/** Binds `referenceText` (cut at 1024 characters) to the player's fingerprint ("adding"). */
export async function saveFingerReference(bridge: Bridge, referenceText: string): Promise<FingerOutcome<void>> {
  if (!bridge.supports("loadFinger")) return notSupported;
  const outcome = await run("add", () => bridge.loadFinger({ finger_save_data: cutReferenceText(referenceText) }));
  return outcome.ok ? { ok: true, value: undefined } : outcome;
}

/** Asks for the fingerprint and returns the reference text bound to it ("reading"). */
export async function readFingerReference(bridge: Bridge): Promise<FingerOutcome<string>> {
  if (!bridge.supports("checkFingerSavedData")) return notSupported;
  const outcome = await run("read", () => bridge.checkFingerSavedData());
  return outcome.ok ? { ok: true, value: outcome.value.finger_save_data ?? "" } : outcome;
}

/** Runs `task` and turns any failure into null: for start-up checks whose failure is ignored. */
export async function quietly<T>(task: () => Promise<T>): Promise<T | null> {
  try {
    return await task();
  } catch {
    return null;
  }
}

/** The fingerprint check run at app start: support, or null on any failure (ignored silently). */
export async function checkFingerAtInit(bridge: Bridge): Promise<FingerSupport | null> {
  const outcome = await quietly(() => checkFingerSupport(bridge));
  return outcome?.ok ? outcome.value : null;
}
