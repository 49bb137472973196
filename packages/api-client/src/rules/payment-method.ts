// What makes a payment method acceptable, as pure rules both the add form (messages per problem) and
// the dev API (code 1001 per field) apply, so the two cannot disagree.
import type { PaymentMethodType } from "../endpoints/pay";

export interface PaymentMethodInput {
  type: PaymentMethodType;
  provider: string;
  account: string;
  holder_name: string;
}

export type PaymentMethodProblems = {
  provider?: "missing" | "unknown";
  /** format: not the digits this kind of account has (ACCOUNT_DIGITS). */
  account?: "missing" | "format";
  /** format: other than letters, spaces and . ' - ; or no letter at all. */
  holder_name?: "missing" | "too_short" | "too_long" | "format";
};

export type PaymentMethodCheck = { ok: true; value: PaymentMethodInput } | { ok: false; problems: PaymentMethodProblems };

// Spec: not shown — the account formats. Choice: a bank account is 6 to 20 digits; an e-wallet is the
// phone number it belongs to, 9 to 12 digits as dialled at home (a leading 0 kept).
export const ACCOUNT_DIGITS: Readonly<Record<PaymentMethodType, { min: number; max: number }>> = {
  bank: { min: 6, max: 20 },
  ewallet: { min: 9, max: 12 },
};

/** Spec: not shown — the account holder's name. Choice: as on the account, 2 to 50 characters. */
export const HOLDER_NAME_LENGTH = { min: 2, max: 50 } as const;

/** The account as typed, without the spaces and dashes people group digits with. */
export function normalizeAccount(text: string): string {
  return text.replace(/[\s-]/g, "");
}

/** The holder's name trimmed, with runs of spaces made one. */
export function normalizeHolderName(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/** Checks every field; `providers` are the ones the service offers for the type. */
export function checkPaymentMethod(input: PaymentMethodInput, providers: readonly string[]): PaymentMethodCheck {
  const problems: PaymentMethodProblems = {};
  const provider = input.provider.trim();
  if (!provider) problems.provider = "missing";
  else if (!providers.includes(provider)) problems.provider = "unknown";

  const account = normalizeAccount(input.account);
  const digits = ACCOUNT_DIGITS[input.type];
  if (!account) problems.account = "missing";
  else if (!new RegExp(`^\\d{${digits.min},${digits.max}}$`).test(account)) problems.account = "format";

  const holder = normalizeHolderName(input.holder_name);
  const length = [...holder].length;
  if (!holder) problems.holder_name = "missing";
  else if (length < HOLDER_NAME_LENGTH.min) problems.holder_name = "too_short";
  else if (length > HOLDER_NAME_LENGTH.max) problems.holder_name = "too_long";
  else if (!/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(holder)) problems.holder_name = "format";

  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { type: input.type, provider, account, holder_name: holder } };
}

/** "•••• 6789": all but the last four digits hidden. */
export function maskAccount(account: string): string {
  return `•••• ${account.slice(-4)}`;
}
