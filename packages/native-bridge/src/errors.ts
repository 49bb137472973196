import type { BridgeReply } from "./types";

/** Why a bridge call did not resolve. */
export type BridgeErrorKind =
  /** No host app around this page (plain browser, server). */
  | "unavailable"
  /** The host does not implement the method. */
  | "not_supported"
  /** The host answered ret 1002; `reply` holds the whole answer. */
  | "rejected"
  /** The host answered another non-zero ret; `code` and `message` say why. */
  | "failed"
  /** No answer within the call's time-out. */
  | "timeout"
  /** The answer could not be read as `{ ret, params, msg }`. */
  | "bad_reply"
  /** Every callback name is taken by a pending call. */
  | "busy";

/** The ret code with which a host rejects a call as a whole (SPEC section 8). */
export const RET_REJECTED = 1002;

export class BridgeError extends Error {
  override readonly name = "BridgeError";
  readonly kind: BridgeErrorKind;
  readonly method: string;
  /** The host's ret code, when the host answered. */
  readonly code: number | null;
  /** The host's full answer, when it answered. */
  readonly reply: BridgeReply | null;

  constructor(
    kind: BridgeErrorKind,
    method: string,
    message: string,
    details: { code?: number | null; reply?: BridgeReply | null } = {},
  ) {
    super(message);
    this.kind = kind;
    this.method = method;
    this.code = details.code ?? null;
    this.reply = details.reply ?? null;
  }
}

export function isBridgeError(error: unknown): error is BridgeError {
  return error instanceof BridgeError;
}

/** True when the call failed because there is no host or the host lacks the method. */
export function isNotSupportedError(error: unknown): boolean {
  return isBridgeError(error) && (error.kind === "not_supported" || error.kind === "unavailable");
}
