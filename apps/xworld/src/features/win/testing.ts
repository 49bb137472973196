// Test support (not app code): bit game answers shaped like the dev API's, around a fixed instant.
import type { PlacedBet, RoundResult } from "@repo/api-client/endpoints/bit-game";

export function winBoard(nowSeconds: number, overrides: { roundId?: number; gameBalance?: string | null; bets?: PlacedBet[] } = {}) {
  const roundId = overrides.roundId ?? 30_000_000;
  const recent: RoundResult[] = [
    { round_id: roundId - 1, outcome: "tiger", draw: [3, 9], settled_at: nowSeconds - 10 },
    { round_id: roundId - 2, outcome: "dragon", draw: [13, 1], settled_at: nowSeconds - 70 },
  ];
  return {
    board: "win" as const,
    coin_name: "USDT",
    decimals: 6,
    min_bet: "0.10",
    max_bet: "100.00",
    period_seconds: 60,
    lock_seconds: 10,
    options: [
      { key: "dragon", odds: "1.95" },
      { key: "tiger", odds: "1.95" },
      { key: "tie", odds: "8" },
    ],
    round: { round_id: roundId, starts_at: nowSeconds - 10, locks_at: nowSeconds + 40, ends_at: nowSeconds + 50, status: "betting" as const },
    recent,
    my_round_bets: overrides.bets ?? [],
    game_balance: overrides.gameBalance === undefined ? "10.00" : overrides.gameBalance,
  };
}

export function placedBet(overrides: Partial<PlacedBet> = {}): PlacedBet {
  return {
    bet_id: 1,
    board: "win",
    round_id: 30_000_000,
    option: "dragon",
    amount: "2.00",
    odds: "1.95",
    status: "pending",
    payout: null,
    result: null,
    placed_at: 1_781_492_400,
    ...overrides,
  };
}
