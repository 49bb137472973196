// Fixed-term invest products and the players' holdings: a holding earns the product's yearly yield by
// the second over its term and is redeemed, with the whole term's yield, once the term has ended.
import { yieldMicro } from "./earn-money";
import { toMicro } from "./money";

export interface InvestProductRecord {
  product_id: number;
  name: string;
  coin_name: string;
  decimals: number;
  term_days: number;
  apr: string;
  min_micro: number;
  max_micro: number;
}

export interface HoldingRecord {
  holding_id: number;
  user_id: number;
  product_id: number;
  amount_micro: number;
  start_at: number;
  redeemed_at: number | null;
}

export const INVEST_PRODUCTS: readonly InvestProductRecord[] = [
  { product_id: 1, name: "USDT 7-day saver", coin_name: "USDT", decimals: 2, term_days: 7, apr: "5", min_micro: toMicro(10), max_micro: toMicro(5_000) },
  { product_id: 2, name: "USDT 30-day plan", coin_name: "USDT", decimals: 2, term_days: 30, apr: "8.5", min_micro: toMicro(50), max_micro: toMicro(10_000) },
  { product_id: 3, name: "WH 90-day growth", coin_name: "WH", decimals: 0, term_days: 90, apr: "12", min_micro: toMicro(1_000), max_micro: toMicro(500_000) },
  { product_id: 4, name: "KTHER 14-day boost", coin_name: "KTHER", decimals: 4, term_days: 14, apr: "6.5", min_micro: toMicro(5), max_micro: toMicro(2_000) },
];

export const termSeconds = (product: InvestProductRecord) => product.term_days * 86_400;

export const aprMicro = (product: InvestProductRecord) => toMicro(product.apr);

/** The yield a holding has earned by `now` (the whole term's once it ended). */
export function accruedMicro(product: InvestProductRecord, holding: HoldingRecord, now: number): number {
  const seconds = Math.min(Math.max(now - holding.start_at, 0), termSeconds(product));
  return yieldMicro(holding.amount_micro, aprMicro(product), seconds, product.decimals);
}

export const expectedYieldMicro = (product: InvestProductRecord, amountMicro: number) =>
  yieldMicro(amountMicro, aprMicro(product), termSeconds(product), product.decimals);

export function createInvestRecords(now: number, player: number) {
  const holdings: HoldingRecord[] = [
    // Opening positions of the seeded player: 100 USDT in the 30-day plan, due a day ago, and 20 KTHER three days into its 14.
    { holding_id: 1, user_id: player, product_id: 2, amount_micro: toMicro(100), start_at: now - 31 * 86_400, redeemed_at: null },
    { holding_id: 2, user_id: player, product_id: 4, amount_micro: toMicro(20), start_at: now - 3 * 86_400, redeemed_at: null },
  ];
  return { holdings, nextId: () => holdings.reduce((max, holding) => Math.max(max, holding.holding_id), 0) + 1 };
}
