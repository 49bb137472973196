// The wallet's coins as the spec names them (section 3): the coin-type keys kther → KTHER,
// contribute → KC, happy → HAPPY; token symbols with the platform prefixes xgt, xct, xmt; and which
// coin has an explanation dialog (section 2: assets, kther, xusd, contribute, happy).
import type { ExplanationKind } from "@repo/session/stores/common";
import { DEFAULT_COIN_TYPE } from "@repo/session/stores/session";

export { DEFAULT_COIN_TYPE };

/** The spec's coin-type keys and the coin each stands for. */
export const COIN_TYPE_KEYS: Readonly<Record<string, string>> = { kther: "KTHER", contribute: "KC", happy: "HAPPY" };

export const TOKEN_PREFIXES = ["xgt", "xct", "xmt"] as const;

/**
 * The coin name behind a coin type, a coin-type key or a prefixed token symbol: "kther" → "KTHER",
 * "contribute" → "KC", "wh" → "WH". Spec: not shown — how a prefixed token is spelled. Choice: the
 * prefix, an optional "_" or "-", then the coin ("xgt_KTHER", "XCT-kc", "xmtHAPPY" → KTHER, KC, HAPPY);
 * a bare prefix is no coin. Null for anything that is not a coin name (empty, spaces, symbols).
 */
export function coinNameOf(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(text)) return null;
  const lower = text.toLowerCase();
  const prefix = TOKEN_PREFIXES.find((candidate) => lower.startsWith(candidate) && lower.length > candidate.length);
  const rest = prefix ? text.slice(prefix.length).replace(/^[_-]/, "") : text;
  if (rest === "") return null;
  return COIN_TYPE_KEYS[rest.toLowerCase()] ?? rest.toUpperCase();
}

const EXPLANATION_OF_COIN: Readonly<Record<string, ExplanationKind>> = {
  KTHER: "kther",
  XUSD: "xusd",
  KC: "contribute",
  HAPPY: "happy",
};

/** The explanation dialog of a coin, if it has one. */
export function explanationKindOf(coinName: string): ExplanationKind | null {
  return EXPLANATION_OF_COIN[coinName] ?? null;
}
