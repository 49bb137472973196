// The `{ code, msg, data }` envelope every service answers with, and the acceptance rule.
import type { FieldError } from "./errors";

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
  /**
   * Spec: not shown — where field errors travel. Choice: an optional top-level `errors` object,
   * field name → message or list of messages, in the order the fields were checked.
   */
  errors?: Record<string, string | string[]>;
}

/** Spec section 5: accepted only with HTTP 200 and a body code of 0 or 200..299. */
export function isAccepted(httpStatus: number, code: number): boolean {
  return httpStatus === 200 && (code === 0 || (code >= 200 && code <= 299));
}

export type EnvelopeRead = { ok: true; envelope: Envelope } | { ok: false; field: string; detail: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readCode(value: unknown): number | null {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  // Some backends send the code as a numeric string.
  if (typeof value === "string" && /^-?\d+$/.test(value)) return Number(value);
  return null;
}

/** Checks the shape of a parsed JSON body. `data` itself is checked later by the endpoint's schema. */
export function readEnvelope(body: unknown): EnvelopeRead {
  if (!isRecord(body)) return { ok: false, field: "(body)", detail: "Response body is not an object" };
  const code = readCode(body.code);
  if (code === null) return { ok: false, field: "code", detail: "Envelope code is not an integer" };
  const msg = body.msg;
  if (msg !== undefined && msg !== null && typeof msg !== "string") {
    return { ok: false, field: "msg", detail: "Envelope msg is not a string" };
  }
  const envelope: Envelope = { code, msg: msg ?? "", data: body.data };
  if (isRecord(body.errors)) envelope.errors = readFieldErrorMap(body.errors);
  return { ok: true, envelope };
}

function readFieldErrorMap(errors: Record<string, unknown>): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [field, value] of Object.entries(errors)) {
    if (typeof value === "string") result[field] = value;
    else if (Array.isArray(value)) result[field] = value.filter((item): item is string => typeof item === "string");
  }
  return result;
}

export function fieldErrorsOf(envelope: Envelope): FieldError[] {
  return Object.entries(envelope.errors ?? {}).flatMap(([field, value]) => {
    const message = Array.isArray(value) ? value[0] : value;
    return message === undefined ? [] : [{ field, message }];
  });
}
