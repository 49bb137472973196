// Phone number rules of the login and binding forms, per dialling prefix. The spec says "form-field
// validation: not shown" and "prefixes mapped per country".
// Spec: not shown — which numbers are valid. Choice: the mobile numbering plan of each country the
// prefix picker offers (national significant number, no trunk prefix); other prefixes take 6 to 12
// digits, the range the services accept.

export interface PhoneRule {
  /** The national number, digits only, without the trunk prefix. */
  pattern: RegExp;
  /** A valid number to show in the error message. */
  example: string;
  /** The digit players often type first at home ("0912…"), dropped before checking. */
  trunk?: string;
}

export const PHONE_RULES: Readonly<Record<string, PhoneRule>> = {
  "+84": { pattern: /^[35789]\d{8}$/, example: "912345678", trunk: "0" },
  "+63": { pattern: /^9\d{9}$/, example: "9171234567", trunk: "0" },
  "+62": { pattern: /^8\d{8,11}$/, example: "812345678", trunk: "0" },
  "+66": { pattern: /^[689]\d{8}$/, example: "812345678", trunk: "0" },
  "+60": { pattern: /^1\d{8,9}$/, example: "123456789", trunk: "0" },
  "+55": { pattern: /^[1-9]{2}9\d{8}$/, example: "11912345678", trunk: "0" },
  "+52": { pattern: /^\d{10}$/, example: "5512345678" },
  // Russia and Kazakhstan share +7; their mobile numbers start with 9 and 7.
  "+7": { pattern: /^[79]\d{9}$/, example: "9123456789", trunk: "8" },
  "+998": { pattern: /^\d{9}$/, example: "901234567" },
  "+994": { pattern: /^\d{9}$/, example: "501234567", trunk: "0" },
  "+86": { pattern: /^1[3-9]\d{9}$/, example: "13812345678" },
  "+91": { pattern: /^[6-9]\d{9}$/, example: "9876543210", trunk: "0" },
  "+1": { pattern: /^[2-9]\d{2}[2-9]\d{6}$/, example: "2015550123" },
};

const ANY_NUMBER = /^\d{6,12}$/;

export type PhoneCheck =
  | { ok: true; dialCode: string; national: string }
  | { ok: false; problem: "empty" }
  /** `example` is null for a prefix without a rule of its own. */
  | { ok: false; problem: "invalid"; example: string | null };

/** Checks a typed number against the rule of its prefix; on success gives the number to send. */
export function checkPhone(dialCode: string, typed: string): PhoneCheck {
  let digits = typed.replace(/\D/g, "");
  if (!digits) return { ok: false, problem: "empty" };
  const rule = PHONE_RULES[dialCode];
  if (!rule) return ANY_NUMBER.test(digits) ? { ok: true, dialCode, national: digits } : { ok: false, problem: "invalid", example: null };
  if (rule.trunk && digits.startsWith(rule.trunk) && !rule.pattern.test(digits)) digits = digits.slice(rule.trunk.length);
  return rule.pattern.test(digits) ? { ok: true, dialCode, national: digits } : { ok: false, problem: "invalid", example: rule.example };
}

/**
 * Splits an international number as user info carries it ("+84912345678") into prefix and national
 * number, choosing the longest known prefix; null when it does not start with a known one.
 */
export function splitPhoneNumber(international: string): { dialCode: string; national: string } | null {
  const digits = international.replace(/[^\d+]/g, "");
  if (!digits.startsWith("+")) return null;
  const dialCode = Object.keys(PHONE_RULES)
    .filter((code) => digits.startsWith(code))
    .sort((a, b) => b.length - a.length)[0];
  return dialCode ? { dialCode, national: digits.slice(dialCode.length) } : null;
}

/** "912345678" → "912 345 678": groups of three from the left, for reading. */
export function groupDigits(digits: string): string {
  return digits.replace(/(\d{3})(?=\d)/g, "$1 ");
}
