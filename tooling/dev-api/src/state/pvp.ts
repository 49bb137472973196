// PvP matches: a host opens a match with a stake; two players take its sides, paying the stake from
// their wallet; the host settles it once with the winning side (the winner gets both stakes less the
// fee) or cancels it (every stake paid goes back).
import type { PvpSide } from "@repo/api-client/endpoints/pvp";
import { DEV_CODES, fail } from "../envelope";
import { floorToCoin, mulBps } from "./compete-math";
import { toMicro } from "./money";
import type { WalletStore } from "./wallet";

export const PVP_FEE_BPS = 500;

export const PVP_COINS = [
  { coin_name: "WH", min_micro: toMicro(10), max_micro: toMicro(1000) },
  { coin_name: "USDT", min_micro: toMicro(0.5), max_micro: toMicro(100) },
] as const;

export interface MatchRecord {
  match_id: number;
  title: string;
  host_id: number;
  coin_name: string;
  stake_micro: number;
  fee_bps: number;
  status: "open" | "full" | "settled" | "cancelled";
  seats: Record<PvpSide, number | null>;
  winner: PvpSide | null;
  created_at: number;
  closed_at: number | null;
  /** What each player was paid when the match closed (the winner's payout, or refunds). */
  paid: Map<number, number>;
}

/** Both stakes less the house fee, rounded down to the coin's decimals. */
export function winnerPayout(stakeMicro: number, feeBps: number, coin: string): number {
  const pot = stakeMicro * 2;
  return floorToCoin(pot - mulBps(pot, feeBps), coin);
}

export const sideOf = (match: MatchRecord, userId: number): PvpSide | null =>
  match.seats.red === userId ? "red" : match.seats.blue === userId ? "blue" : null;

export class PvpStore {
  readonly matches: MatchRecord[] = [];
  private nextId = 1;

  constructor(
    private readonly wallet: WalletStore,
    private readonly now: () => number,
  ) {}

  get(matchId: number): MatchRecord {
    return this.matches.find((match) => match.match_id === matchId) ?? fail(DEV_CODES.NOT_FOUND, "This match does not exist");
  }

  create(hostId: number, title: string, coin: string, stakeMicro: number, seats: Partial<Record<PvpSide, number>> = {}): MatchRecord {
    const match: MatchRecord = {
      match_id: this.nextId++,
      title,
      host_id: hostId,
      coin_name: coin,
      stake_micro: stakeMicro,
      fee_bps: PVP_FEE_BPS,
      status: "open",
      seats: { red: seats.red ?? null, blue: seats.blue ?? null },
      winner: null,
      created_at: this.now(),
      closed_at: null,
      paid: new Map(),
    };
    if (match.seats.red !== null && match.seats.blue !== null) match.status = "full";
    this.matches.push(match);
    return match;
  }

  /** Seats the player on `side` and takes the stake from their wallet. */
  join(matchId: number, userId: number, side: PvpSide): MatchRecord {
    const match = this.get(matchId);
    if (match.host_id === userId) fail(DEV_CODES.NOT_AVAILABLE, "You host this match, so you cannot play in it");
    if (sideOf(match, userId)) fail(DEV_CODES.ALREADY_DONE, "You are in this match already");
    if (match.status !== "open") fail(DEV_CODES.NOT_AVAILABLE, "This match takes no more players");
    if (match.seats[side] !== null) fail(DEV_CODES.ALREADY_DONE, "This side is taken");
    this.wallet.change(userId, match.coin_name, -match.stake_micro, "pvp_stake", `Match #${match.match_id}`);
    match.seats[side] = userId;
    if (match.seats.red !== null && match.seats.blue !== null) match.status = "full";
    return match;
  }

  /** The host names the winner of a full match; the winner is paid once. */
  settle(matchId: number, hostId: number, winner: PvpSide): MatchRecord {
    const match = this.hostsMatch(matchId, hostId);
    if (match.status === "settled") fail(DEV_CODES.ALREADY_DONE, "This match was settled already");
    if (match.status === "cancelled") fail(DEV_CODES.NOT_AVAILABLE, "This match was cancelled");
    if (match.status !== "full") fail(DEV_CODES.NOT_AVAILABLE, "Both sides need a player before the match can be settled");
    const winnerId = match.seats[winner];
    if (winnerId === null) return fail(DEV_CODES.NOT_AVAILABLE, "That side has no player");
    const payout = winnerPayout(match.stake_micro, match.fee_bps, match.coin_name);
    this.wallet.change(winnerId, match.coin_name, payout, "pvp_payout", `Match #${match.match_id}`);
    match.paid.set(winnerId, payout);
    match.status = "settled";
    match.winner = winner;
    match.closed_at = this.now();
    return match;
  }

  /** The host calls the match off: every seated player gets the stake back. */
  cancel(matchId: number, hostId: number): MatchRecord {
    const match = this.hostsMatch(matchId, hostId);
    if (match.status === "settled" || match.status === "cancelled") fail(DEV_CODES.ALREADY_DONE, "This match is closed already");
    for (const userId of [match.seats.red, match.seats.blue]) {
      if (userId === null) continue;
      this.wallet.change(userId, match.coin_name, match.stake_micro, "pvp_refund", `Match #${match.match_id}`);
      match.paid.set(userId, match.stake_micro);
    }
    match.status = "cancelled";
    match.closed_at = this.now();
    return match;
  }

  private hostsMatch(matchId: number, hostId: number): MatchRecord {
    const match = this.get(matchId);
    if (match.host_id !== hostId) fail(DEV_CODES.NOT_AVAILABLE, "Only the match's host can do that");
    return match;
  }
}
