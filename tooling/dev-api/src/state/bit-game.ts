// The bet game of /win and /inbet: two boards of one engine. Rounds roll over on a fixed period of the
// injected clock; bets close `lock` seconds before a round ends; a round's draw comes from a PRNG of
// (seed, board, round), so it is the same whenever it is read; every pending bet of an ended round is
// settled exactly once (its status leaves "pending"), and a winning bet pays amount × odds, rounded
// down to the coin's decimals, into the player's game balance.
import type { BitBoard } from "@repo/api-client/endpoints/bit-game";
import { GAME_BALANCE_LACK } from "@repo/api-client/endpoints/bit-game";
import { DEV_CODES, fail } from "../envelope";
import { createRandom } from "../prng";
import { fitsCoin, floorToCoin, mulBps, oddsToBps } from "./compete-math";
import { toMicro } from "./money";
import type { WalletStore } from "./wallet";

export interface BoardConfig {
  board: BitBoard;
  coin: string;
  min_micro: number;
  max_micro: number;
  min_transfer_micro: number;
  period: number;
  lock: number;
  options: readonly { key: string; odds: string }[];
  salt: number;
}

export const BOARDS: Readonly<Record<BitBoard, BoardConfig>> = {
  // The tiger board: a card each for dragon and tiger (1–13); the higher wins, equal is a tie.
  win: {
    board: "win",
    coin: "USDT",
    min_micro: toMicro(0.1),
    max_micro: toMicro(100),
    min_transfer_micro: toMicro(1),
    period: 60,
    lock: 10,
    options: [
      { key: "dragon", odds: "1.95" },
      { key: "tiger", odds: "1.95" },
      { key: "tie", odds: "8" },
    ],
    salt: 0x7a11,
  },
  // The dice board: three dice; three of a kind is a triple, otherwise a total of 11+ is big, up to 10 small.
  inbet: {
    board: "inbet",
    coin: "XB",
    min_micro: toMicro(10),
    max_micro: toMicro(5000),
    min_transfer_micro: toMicro(100),
    period: 45,
    lock: 10,
    options: [
      { key: "big", odds: "1.95" },
      { key: "small", odds: "1.95" },
      { key: "triple", odds: "30" },
    ],
    salt: 0x1b37,
  },
};

/** The winning option of a draw. */
export function outcomeOf(board: BitBoard, draw: readonly number[]): string {
  if (board === "win") {
    const [dragon = 0, tiger = 0] = draw;
    return dragon > tiger ? "dragon" : dragon < tiger ? "tiger" : "tie";
  }
  const [a = 0, b = 0, c = 0] = draw;
  if (a === b && b === c) return "triple";
  return a + b + c >= 11 ? "big" : "small";
}

/** The numbers a round draws: the same for the same seed, board and round. */
export function drawRound(seed: number, board: BitBoard, roundId: number): { draw: number[]; outcome: string } {
  const random = createRandom((seed ^ Math.imul(BOARDS[board].salt, 40_503) ^ Math.imul(roundId, 2_654_435_761)) >>> 0);
  const draw = board === "win" ? [random.int(1, 13), random.int(1, 13)] : [random.int(1, 6), random.int(1, 6), random.int(1, 6)];
  return { draw, outcome: outcomeOf(board, draw) };
}

/** What a winning bet pays: amount × odds, rounded down to the coin's decimals. */
export function betPayout(amountMicro: number, odds: string, coin: string): number {
  return floorToCoin(mulBps(amountMicro, oddsToBps(odds)), coin);
}

export interface RoundTimes {
  starts_at: number;
  locks_at: number;
  ends_at: number;
}

export interface BetRecord {
  bet_id: number;
  user_id: number;
  board: BitBoard;
  round_id: number;
  option: string;
  amount_micro: number;
  odds: string;
  placed_at: number;
  status: "pending" | "won" | "lost";
  payout_micro: number | null;
}

export interface TransferRecord {
  transfer_id: number;
  user_id: number;
  board: BitBoard;
  direction: "in" | "out";
  amount_micro: number;
  time: number;
}

interface Schedule {
  /** From round `from` on, round n starts at n × period − shift (a closed round moves the rest). */
  segments: { from: number; shift: number }[];
  /** Rounds closed early by the test control: round → its end. */
  endedEarly: Map<number, number>;
}

export class BitGameStore {
  readonly bets: BetRecord[] = [];
  readonly transfers: TransferRecord[] = [];
  private readonly balances = new Map<string, number>();
  private readonly schedules: Record<BitBoard, Schedule> = {
    win: { segments: [{ from: Number.MIN_SAFE_INTEGER, shift: 0 }], endedEarly: new Map() },
    inbet: { segments: [{ from: Number.MIN_SAFE_INTEGER, shift: 0 }], endedEarly: new Map() },
  };
  private nextBetId = 1;
  private nextTransferId = 1;

  constructor(
    private readonly seed: number,
    private readonly wallet: WalletStore,
    private readonly now: () => number,
  ) {}

  private shiftFor(board: BitBoard, roundId: number): number {
    const segments = this.schedules[board].segments;
    let shift = 0;
    for (const segment of segments) if (segment.from <= roundId) shift = segment.shift;
    return shift;
  }

  currentRoundId(board: BitBoard): number {
    const { period } = BOARDS[board];
    const segments = this.schedules[board].segments;
    const shift = segments[segments.length - 1]?.shift ?? 0;
    return Math.floor((this.now() + shift) / period);
  }

  times(board: BitBoard, roundId: number): RoundTimes {
    const { period, lock } = BOARDS[board];
    const starts_at = roundId * period - this.shiftFor(board, roundId);
    const ends_at = this.schedules[board].endedEarly.get(roundId) ?? starts_at + period;
    return { starts_at, locks_at: Math.min(starts_at + period - lock, ends_at), ends_at };
  }

  status(board: BitBoard, roundId: number): "betting" | "locked" | "settled" {
    const { locks_at, ends_at } = this.times(board, roundId);
    const now = this.now();
    return now >= ends_at ? "settled" : now >= locks_at ? "locked" : "betting";
  }

  result(board: BitBoard, roundId: number): { round_id: number; outcome: string; draw: number[]; settled_at: number } | null {
    if (this.status(board, roundId) !== "settled") return null;
    return { round_id: roundId, ...drawRound(this.seed, board, roundId), settled_at: this.times(board, roundId).ends_at };
  }

  /** The last `count` ended rounds, newest first. */
  recent(board: BitBoard, count: number): NonNullable<ReturnType<BitGameStore["result"]>>[] {
    const current = this.currentRoundId(board);
    const results: NonNullable<ReturnType<BitGameStore["result"]>>[] = [];
    for (let roundId = current; roundId > current - count - 1 && results.length < count; roundId -= 1) {
      const result = this.result(board, roundId);
      if (result) results.push(result);
    }
    return results;
  }

  gameBalance(userId: number, board: BitBoard): number {
    return this.balances.get(`${userId}:${board}`) ?? 0;
  }

  private changeGameBalance(userId: number, board: BitBoard, change: number): void {
    const next = this.gameBalance(userId, board) + change;
    if (next < 0) fail(DEV_CODES.INSUFFICIENT_BALANCE, GAME_BALANCE_LACK);
    this.balances.set(`${userId}:${board}`, next);
  }

  /** Seeding only: a game balance the player moved in before. */
  seedGameBalance(userId: number, board: BitBoard, micro: number): void {
    this.balances.set(`${userId}:${board}`, micro);
  }

  /** Settles every pending bet of an ended round on the board, once. */
  settleDue(board: BitBoard): void {
    const config = BOARDS[board];
    for (const bet of this.bets) {
      if (bet.board !== board || bet.status !== "pending") continue;
      const result = this.result(board, bet.round_id);
      if (!result) continue;
      const won = result.outcome === bet.option;
      bet.status = won ? "won" : "lost";
      bet.payout_micro = won ? betPayout(bet.amount_micro, bet.odds, config.coin) : 0;
      if (won) this.changeGameBalance(bet.user_id, board, bet.payout_micro);
    }
  }

  placeBet(userId: number, board: BitBoard, roundId: number, option: string, amountMicro: number): BetRecord {
    const config = BOARDS[board];
    this.settleDue(board);
    const choice = config.options.find((candidate) => candidate.key === option) ?? fail(DEV_CODES.INVALID_PARAMS, "Unknown option", { option: [`One of ${config.options.map((o) => o.key).join(", ")}`] });
    checkAmount(amountMicro, config.coin, config.min_micro, config.max_micro);
    if (roundId !== this.currentRoundId(board) || this.status(board, roundId) !== "betting") {
      fail(DEV_CODES.NOT_AVAILABLE, "This round takes no more bets");
    }
    this.changeGameBalance(userId, board, -amountMicro);
    const bet: BetRecord = {
      bet_id: this.nextBetId++,
      user_id: userId,
      board,
      round_id: roundId,
      option: choice.key,
      amount_micro: amountMicro,
      odds: choice.odds,
      placed_at: this.now(),
      status: "pending",
      payout_micro: null,
    };
    this.bets.push(bet);
    return bet;
  }

  transfer(userId: number, board: BitBoard, direction: "in" | "out", amountMicro: number): TransferRecord {
    const config = BOARDS[board];
    this.settleDue(board);
    checkAmount(amountMicro, config.coin, config.min_transfer_micro, Number.MAX_SAFE_INTEGER);
    if (direction === "in") {
      this.wallet.change(userId, config.coin, -amountMicro, "bit_game_in", board);
      this.changeGameBalance(userId, board, amountMicro);
    } else {
      this.changeGameBalance(userId, board, -amountMicro);
      this.wallet.change(userId, config.coin, amountMicro, "bit_game_out", board);
    }
    const record: TransferRecord = { transfer_id: this.nextTransferId++, user_id: userId, board, direction, amount_micro: amountMicro, time: this.now() };
    this.transfers.push(record);
    return record;
  }

  betsOf(userId: number, board: BitBoard, roundId?: number): BetRecord[] {
    return this.bets.filter((bet) => bet.user_id === userId && bet.board === board && (roundId === undefined || bet.round_id === roundId)).reverse();
  }

  transfersOf(userId: number, board: BitBoard): TransferRecord[] {
    return this.transfers.filter((record) => record.user_id === userId && record.board === board).reverse();
  }

  /** Test control: the current round ends now (it draws and settles); the next one starts at once. */
  closeRound(board: BitBoard): number {
    const roundId = this.currentRoundId(board);
    const now = this.now();
    const schedule = this.schedules[board];
    schedule.endedEarly.set(roundId, now);
    schedule.segments.push({ from: roundId + 1, shift: (roundId + 1) * BOARDS[board].period - now });
    this.settleDue(board);
    return roundId;
  }
}

function checkAmount(micro: number, coin: string, min: number, max: number): void {
  if (!fitsCoin(micro, coin)) fail(DEV_CODES.INVALID_PARAMS, "Too many decimals", { amount: [`${coin} takes fewer decimals`] });
  if (micro < min) fail(DEV_CODES.INVALID_PARAMS, "Below the minimum", { amount: ["Below the minimum"] });
  if (micro > max) fail(DEV_CODES.INVALID_PARAMS, "Above the maximum", { amount: ["Above the maximum"] });
}
