// Lucky-code draws (camp service): numbered codes sold at a price until the draw time; then one sold
// code wins the whole prize, drawn from a PRNG of (seed, draw) and paid into the winner's wallet.
import { createRandom } from "../prng";
import { toMicro } from "./money";

export interface SoldCode {
  code: string;
  user_id: number;
  bought_at: number;
}

export interface DrawRecord {
  draw_id: number;
  title: string;
  prize_micro: number;
  prize_coin: string;
  price_micro: number;
  price_coin: string;
  total_codes: number;
  max_per_player: number;
  draw_at: number;
  sold: SoldCode[];
  /** Set once drawn: the winning code, or null when nothing was sold. */
  result: { winning_code: string | null; winner: number | null } | null;
}

/** "L1-00042": the draw and the code's number in it. */
export const codeName = (drawId: number, index: number) => `L${drawId}-${String(index + 1).padStart(5, "0")}`;

export function sellCodes(draw: DrawRecord, userId: number, count: number, at: number): string[] {
  const codes = Array.from({ length: count }, (_, index) => codeName(draw.draw_id, draw.sold.length + index));
  for (const code of codes) draw.sold.push({ code, user_id: userId, bought_at: at });
  return codes;
}

/** The winning code of a draw: a PRNG of (seed, draw) picks one sold code. */
export function pickWinner(seed: number, draw: DrawRecord): SoldCode | null {
  if (draw.sold.length === 0) return null;
  const random = createRandom((seed ^ Math.imul(draw.draw_id, 2_246_822_519)) >>> 0);
  return draw.sold[random.int(0, draw.sold.length - 1)] ?? null;
}

/** Two draws selling and one drawn yesterday (the seeded player held three codes of it and did not win). */
export function seedDraws(now: number, player: number, others: readonly number[]): DrawRecord[] {
  const hour = 3_600;
  const draw = (fields: Omit<DrawRecord, "sold" | "result">): DrawRecord => ({ ...fields, sold: [], result: null });
  const daily = draw({ draw_id: 1, title: "Daily 100 USDT draw", prize_micro: toMicro(100), prize_coin: "USDT", price_micro: toMicro(10), price_coin: "WH", total_codes: 1_000, max_per_player: 50, draw_at: now + 6 * hour });
  const weekly = draw({ draw_id: 2, title: "Weekly KTHER draw", prize_micro: toMicro(500), prize_coin: "KTHER", price_micro: toMicro(1), price_coin: "USDT", total_codes: 500, max_per_player: 20, draw_at: now + 3 * 24 * hour });
  const past = draw({ draw_id: 3, title: "Yesterday's 50 USDT draw", prize_micro: toMicro(50), prize_coin: "USDT", price_micro: toMicro(5), price_coin: "WH", total_codes: 300, max_per_player: 30, draw_at: now - 24 * hour });
  others.slice(0, 12).forEach((userId, index) => {
    sellCodes(daily, userId, 10 + index * 3, now - (index + 1) * hour);
    sellCodes(weekly, userId, 4 + index, now - (index + 2) * hour);
    sellCodes(past, userId, 8 + index, now - 30 * hour);
  });
  sellCodes(past, player, 3, now - 28 * hour);
  // Drawn before the seed: the winner is one of the others' codes, paid before the opening balances.
  const othersCodes = past.sold.filter((sold) => sold.user_id !== player);
  const winner = othersCodes[7] ?? null;
  past.result = { winning_code: winner?.code ?? null, winner: winner?.user_id ?? null };
  return [daily, weekly, past];
}
