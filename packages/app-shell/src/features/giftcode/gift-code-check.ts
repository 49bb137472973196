// Gift codes of both brands: how a typed code is read and checked before it is sent, and what a refusal
// of receive_gift_code means.
import { isBusinessError } from "@repo/api-client/errors";

/**
 * Spec: not shown — the form of a gift code. Choice: 4 to 32 letters, digits or hyphens, compared
 * without case (the dev API's codes are upper case: WELCOME2024). Spaces a player pastes are dropped.
 */
export const GIFT_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;
export const GIFT_CODE_MAX_LENGTH = 32;

/** The code as it is sent: without spaces, upper case. */
export function normalizeGiftCode(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

export type GiftCodeProblem = "empty" | "format";

/** What is wrong with a normalized code before any call, or null when it may be sent. */
export function checkGiftCode(code: string): GiftCodeProblem | null {
  if (code === "") return "empty";
  return GIFT_CODE_PATTERN.test(code) ? null : "format";
}

/** A code read from a link (`?code=`), or null when the link carries none or a malformed one. */
export function giftCodeFromLink(value: string | null): string | null {
  if (value === null) return null;
  const code = normalizeGiftCode(value);
  return checkGiftCode(code) === null ? code : null;
}

/**
 * Spec: not shown — the answers of receive_gift_code. Choice: the dev API's codes: 1002 a code that
 * does not exist, 2002 redeemed already by this player, 2003 a code whose campaign has ended.
 */
export const GIFT_CODE_CODES = { UNKNOWN: 1002, ALREADY_REDEEMED: 2002, EXPIRED: 2003 } as const;

export type RedeemRefusal = "unknown" | "used" | "expired";

/** Why the server refused a code, when it is one of the refusals the page explains itself. */
export function redeemRefusalOf(error: unknown): RedeemRefusal | null {
  if (isBusinessError(error, GIFT_CODE_CODES.UNKNOWN)) return "unknown";
  if (isBusinessError(error, GIFT_CODE_CODES.ALREADY_REDEEMED)) return "used";
  if (isBusinessError(error, GIFT_CODE_CODES.EXPIRED)) return "expired";
  return null;
}
