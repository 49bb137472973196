// The answers the dev API sends: always a `{ code, msg, data }` envelope, never a stack trace.

export interface EnvelopeBody {
  code: number;
  msg: string;
  data: unknown;
  errors?: Record<string, string[]>;
}

export const success = (data: unknown): EnvelopeBody => ({ code: 0, msg: "success", data });

/** Dev API business codes (1004/1010/1012 are the spec's; the rest are choices of the dev API). */
export const DEV_CODES = {
  MALFORMED_BODY: 1000,
  INVALID_PARAMS: 1001,
  NOT_FOUND: 1002,
  SESSION_EXPIRED: 1004,
  VERIFY_REQUIRED: 1010,
  BIND_PHONE_REQUIRED: 1012,
  RATE_LIMITED: 1020,
  WRONG_CODE: 1021,
  INSUFFICIENT_BALANCE: 2001,
  ALREADY_DONE: 2002,
  NOT_AVAILABLE: 2003,
  OUT_OF_NEWBIE: 3001,
  INTERNAL: 5000,
} as const;

/** Thrown by handlers: becomes an envelope with this code (HTTP 200 unless told otherwise). */
export class DevFailure extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly errors?: Record<string, string[]>,
    readonly httpStatus = 200,
  ) {
    super(msg);
  }
}

export const fail = (code: number, msg: string, errors?: Record<string, string[]>): never => {
  throw new DevFailure(code, msg, errors);
};
