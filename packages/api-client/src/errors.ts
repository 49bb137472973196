// Typed failures of an API call. Every rejection of `client.call` is one of these.
import type { HttpMethod } from "./endpoint";
import type { ServiceName } from "./services";

export type ApiErrorKind = "business" | "http" | "network" | "timeout" | "parse" | "aborted";

/** Which call failed. `url` carries no query string (it may hold personal data). */
export interface ApiRequestInfo {
  service: ServiceName;
  method: HttpMethod;
  path: string;
  url: string;
}

/** Body codes with a fixed meaning (spec section 8). */
export const API_CODES = {
  SESSION_EXPIRED: 1004,
  VERIFY_REQUIRED: 1010,
  BIND_PHONE_REQUIRED: 1012,
} as const;

// Spec: not shown — how ERROR_OUTOF_NEWBIE arrives. Choice: as the envelope's `msg` of a
// business error (any code); the dev API answers it from the newbie task calls.
export const ERROR_OUTOF_NEWBIE = "ERROR_OUTOF_NEWBIE";

export interface FieldError {
  field: string;
  message: string;
}

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  readonly request: ApiRequestInfo;

  protected constructor(message: string, request: ApiRequestInfo, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.request = request;
  }
}

/** HTTP 200 with a body code outside 0 and 200..299. */
export class BusinessError extends ApiError {
  readonly kind = "business" as const;
  readonly code: number;
  readonly msg: string;
  /** Field errors of the envelope, in the order the server sent them. */
  readonly fieldErrors: readonly FieldError[];

  constructor(request: ApiRequestInfo, code: number, msg: string, fieldErrors: readonly FieldError[] = []) {
    super(`${msg || "Business error"} (code ${code})`, request);
    this.code = code;
    this.msg = msg;
    this.fieldErrors = fieldErrors;
  }
}

/** Any HTTP status but 200 (including other 2xx). `msg`/`code` come from the body when it has them. */
export class HttpError extends ApiError {
  readonly kind = "http" as const;
  readonly status: number;
  readonly msg: string;
  readonly code: number | null;

  constructor(request: ApiRequestInfo, status: number, msg: string, code: number | null = null) {
    super(`HTTP ${status}${msg ? `: ${msg}` : ""}`, request);
    this.status = status;
    this.msg = msg;
    this.code = code;
  }
}

/** The request never got an answer (offline, DNS, refused, reset, CORS). */
export class NetworkError extends ApiError {
  readonly kind = "network" as const;
  constructor(request: ApiRequestInfo, cause: unknown) {
    super(`Network error: ${cause instanceof Error ? cause.message : String(cause)}`, request, { cause });
  }
}

/** No complete answer within the call's time limit (slow headers or a slow body). */
export class TimeoutError extends ApiError {
  readonly kind = "timeout" as const;
  readonly timeoutMs: number;
  constructor(request: ApiRequestInfo, timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`, request);
    this.timeoutMs = timeoutMs;
  }
}

export type ParseFailure = "not_json" | "envelope" | "schema" | "too_large";

/** An answer that is not what the contract says. `field` names the first offending field. */
export class ParseError extends ApiError {
  readonly kind = "parse" as const;
  readonly reason: ParseFailure;
  readonly field: string | null;
  readonly status: number;

  constructor(request: ApiRequestInfo, reason: ParseFailure, detail: string, field: string | null, status: number) {
    super(field ? `${detail} at "${field}"` : detail, request);
    this.reason = reason;
    this.field = field;
    this.status = status;
  }
}

/** Cancelled by the caller's AbortSignal. */
export class AbortedError extends ApiError {
  readonly kind = "aborted" as const;
  constructor(request: ApiRequestInfo) {
    super("Request aborted", request);
  }
}

export type AnyApiError = BusinessError | HttpError | NetworkError | TimeoutError | ParseError | AbortedError;

export function isApiError(error: unknown): error is AnyApiError {
  return error instanceof ApiError;
}

export function isBusinessError(error: unknown, code?: number): error is BusinessError {
  return error instanceof BusinessError && (code === undefined || error.code === code);
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError;
}

export function isParseError(error: unknown): error is ParseError {
  return error instanceof ParseError;
}

export function isAbortedError(error: unknown): error is AbortedError {
  return error instanceof AbortedError;
}

export const isSessionExpired = (error: unknown): error is BusinessError =>
  isBusinessError(error, API_CODES.SESSION_EXPIRED);

/** Not a type guard on purpose: "not out of newbie" must not narrow away BusinessError. */
export const isOutOfNewbie = (error: unknown): boolean => isBusinessError(error) && error.msg === ERROR_OUTOF_NEWBIE;

/** Failures worth an api_error_rp report: everything but ERROR_OUTOF_NEWBIE and caller aborts. */
export function isReportable(error: AnyApiError): boolean {
  return !isOutOfNewbie(error) && error.kind !== "aborted";
}
