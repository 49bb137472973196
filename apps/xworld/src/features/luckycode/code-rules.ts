// How many lucky codes a player may still buy in a draw: what is left to sell and what is left of
// the player's own limit, whichever is smaller.
import type { LuckyDraw } from "@repo/api-client/endpoints/camp";

export function codesLeftFor(draw: Pick<LuckyDraw, "total_codes" | "sold_codes" | "max_per_player" | "my_codes">): number {
  return Math.max(0, Math.min(draw.total_codes - draw.sold_codes, draw.max_per_player - draw.my_codes));
}

/** The draw a link asks for, else the first still selling, else the first. */
export function chooseDraw(draws: readonly LuckyDraw[], wanted: number | null): LuckyDraw | null {
  return draws.find((draw) => draw.draw_id === wanted) ?? draws.find((draw) => draw.status === "selling") ?? draws[0] ?? null;
}

/** The off-chain balance of a coin: unknown (undefined) until the balances are read; a coin without a row is 0. */
export function balanceOf(assets: { list: readonly { coin_name: string; offchain: string }[] } | null | undefined, coin: string): string | undefined {
  return assets ? (assets.list.find((row) => row.coin_name === coin)?.offchain ?? "0") : undefined;
}
