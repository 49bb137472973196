// The generic error handler's feedback (spec section 8), free of any i18n library: the caller
// passes the fixed texts, already translated.
import { API_CODES, isApiError, isOutOfNewbie } from "./errors";

/** The fixed texts the feedback is built from (translated by the caller). */
export interface ErrorTexts {
  /** "error_net_try": shown before the message of a plain error. */
  error_net_try: string;
  /** The network-error text, shown before the response msg of a non-200 HTTP status. */
  network_error: string;
  /** Shown for a request that got no answer (offline, refused). */
  fetch_failed: string;
  /** Shown for a request that took too long. */
  timeout: string;
  /** Shown for an answer that could not be read. */
  bad_response: string;
}

/**
 * A failure in the app's own business logic (e.g. "Share failed, text is empty"): the generic
 * handler gives it to the caller's callback with code -1 instead of showing a toast.
 */
export class AppBusinessError extends Error {
  override readonly name = "AppBusinessError";
}

export type ErrorFeedback =
  | { kind: "toast"; text: string }
  | { kind: "callback"; code: -1; message: string }
  /** Nothing to show: the caller cancelled, or a handler already acts on it (redirect, re-login). */
  | { kind: "silent"; reason: "aborted" | "handled" | "not_reported" };

const HANDLED_CODES: readonly number[] = [API_CODES.SESSION_EXPIRED, API_CODES.VERIFY_REQUIRED, API_CODES.BIND_PHONE_REQUIRED];

const withStatus = (status: number, text: string) => (status > 0 ? `${status} ${text}` : text);

export function describeError(error: unknown, texts: ErrorTexts): ErrorFeedback {
  if (error instanceof AppBusinessError) return { kind: "callback", code: -1, message: error.message };
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: "toast", text: `${texts.error_net_try}: ${message}` };
  }
  switch (error.kind) {
    case "business": {
      if (HANDLED_CODES.includes(error.code)) return { kind: "silent", reason: "handled" };
      if (isOutOfNewbie(error)) return { kind: "silent", reason: "not_reported" };
      // HTTP 200 with a non-zero code: the message, then the first field and its message.
      const field = error.fieldErrors[0];
      return { kind: "toast", text: field ? `${error.msg} ${field.field}: ${field.message}` : error.msg };
    }
    case "http":
      return { kind: "toast", text: error.msg ? `${texts.network_error}: ${error.msg}` : texts.network_error };
    case "network":
      return { kind: "toast", text: texts.fetch_failed };
    case "timeout":
      return { kind: "toast", text: texts.timeout };
    case "parse":
      return { kind: "toast", text: withStatus(error.status, texts.bad_response) };
    case "aborted":
      return { kind: "silent", reason: "aborted" };
  }
}
