// PvP matches (pvp service). Spec: not shown — every payload. Choice: a host opens a match with a
// stake in one wallet coin; two players take its two sides (red and blue), each paying the stake; the
// host settles it once with the winning side, and the winner gets both stakes less the house fee.
import { z } from "zod/mini";
import { unixTime } from "./common";

export const PVP_SIDES = ["red", "blue"] as const;
export const pvpSide = z.enum(PVP_SIDES);

/**
 * open: a side is free; full: both sides taken, waiting for the host to settle; settled: one side won
 * and was paid; cancelled: the host called it off and every stake went back.
 */
export const PVP_STATUSES = ["open", "full", "settled", "cancelled"] as const;
export const pvpStatus = z.enum(PVP_STATUSES);

export const PVP_RESULTS = ["won", "lost", "refunded"] as const;

export const pvpPlayer = z.object({ user_id: z.number(), username: z.string() });

export const pvpMatch = z.object({
  match_id: z.number(),
  title: z.string(),
  host_id: z.number(),
  host_name: z.string(),
  coin_name: z.string(),
  /** What each side pays to join (decimal string). */
  stake: z.string(),
  /** The house fee, in basis points of the pot (both stakes). */
  fee_bps: z.number(),
  /** What the winner receives: both stakes less the fee, rounded down to the coin's decimals. */
  payout: z.string(),
  status: pvpStatus,
  /** Always both sides, red first; `player` is null while the side is free. */
  sides: z.array(z.object({ side: pvpSide, player: z.nullable(pvpPlayer) })),
  winner_side: z.nullable(pvpSide),
  created_at: unixTime,
  /** When it was settled or cancelled. */
  closed_at: z.nullable(unixTime),
  /** The caller's side, when they play in it. */
  my_side: z.nullable(pvpSide),
  /** The caller's outcome once the match is closed (null while it runs or when they do not play). */
  my_result: z.nullable(z.enum(PVP_RESULTS)),
  /** What the caller was paid back or won (null when nothing). */
  my_payout: z.nullable(z.string()),
  /** The caller hosts this match (may settle or cancel it; may not join it). */
  is_host: z.boolean(),
});

export const pvpCoin = z.object({
  coin_name: z.string(),
  decimals: z.number(),
  min_stake: z.string(),
  max_stake: z.string(),
});

export type PvpSide = z.infer<typeof pvpSide>;
export type PvpStatus = z.infer<typeof pvpStatus>;
export type PvpResult = (typeof PVP_RESULTS)[number];
export type PvpMatch = z.infer<typeof pvpMatch>;
export type PvpCoin = z.infer<typeof pvpCoin>;
