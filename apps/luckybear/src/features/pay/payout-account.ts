// The payout account a withdrawal asks for (lucky_bear/withdraw takes `channel` and `account`).
// Spec: not shown — what an account looks like per channel. Choice: a bank account needs at least
// six digits (bank name and number in one line), an e-wallet a phone-like number of 6 to 15 digits,
// a USDT payout a TRC20 address (T + 33 base58 characters); any other channel a non-empty line.

export type PayoutAccountKind = "bank" | "ewallet" | "usdt" | "other";

export type PayoutAccountProblem = { kind: "empty" } | { kind: "invalid"; account: PayoutAccountKind };

export function payoutAccountKind(channelId: string): PayoutAccountKind {
  return channelId === "bank" || channelId === "ewallet" || channelId === "usdt" ? channelId : "other";
}

const RULES: Record<PayoutAccountKind, (text: string) => boolean> = {
  bank: (text) => (text.match(/\d/g) ?? []).length >= 6,
  ewallet: (text) => /^\+?[\d\s-]+$/.test(text) && /^\d{6,15}$/.test(text.replace(/\D/g, "")),
  usdt: (text) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text),
  other: () => true,
};

/** The account as it is sent (trimmed), or what is wrong with it. */
export function checkPayoutAccount(channelId: string, text: string): { ok: true; account: string } | { ok: false; problem: PayoutAccountProblem } {
  const account = text.trim();
  if (account === "") return { ok: false, problem: { kind: "empty" } };
  const kind = payoutAccountKind(channelId);
  return RULES[kind](account) ? { ok: true, account } : { ok: false, problem: { kind: "invalid", account: kind } };
}
