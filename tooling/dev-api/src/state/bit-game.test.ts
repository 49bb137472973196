import { describe, expect, it } from "vitest";
import { DevFailure } from "../envelope";
import { BOARDS, BitGameStore, betPayout, drawRound, outcomeOf } from "./bit-game";
import { toMicro } from "./money";
import { WalletStore } from "./wallet";

const PLAYER = 10001;
const START = 1_800_000_000; // a whole minute: round 30 000 000 of the win board starts here

function game() {
  let now = START;
  const wallet = new WalletStore(() => now * 1000);
  const store = new BitGameStore(20240601, wallet, () => now);
  wallet.change(PLAYER, "USDT", toMicro(50), "seed");
  store.seedGameBalance(PLAYER, "win", toMicro(10));
  return { store, wallet, advance: (seconds: number) => (now += seconds), now: () => now };
}

function codeOf(run: () => unknown): number | "ok" {
  try {
    run();
    return "ok";
  } catch (error) {
    if (error instanceof DevFailure) return error.code;
    throw error;
  }
}

/** A round of the win board whose draw is `outcome`, at or after `from`. */
function roundWith(outcome: string, from: number): number {
  for (let round = from; round < from + 500; round += 1) if (drawRound(20240601, "win", round).outcome === outcome) return round;
  throw new Error(`no ${outcome} round`);
}

describe("the draw", () => {
  it.each([
    [[9, 4], "dragon"],
    [[2, 13], "tiger"],
    [[7, 7], "tie"],
  ])("win board: cards %j → %s", (draw, outcome) => expect(outcomeOf("win", draw)).toBe(outcome));

  it.each([
    [[6, 6, 6], "triple"],
    [[1, 1, 1], "triple"],
    [[6, 4, 1], "big"],
    [[3, 4, 3], "small"],
    [[5, 5, 1], "big"],
  ])("inbet board: dice %j → %s", (draw, outcome) => expect(outcomeOf("inbet", draw)).toBe(outcome));

  it("is the same for the same seed and round, and differs between rounds", () => {
    expect(drawRound(1, "win", 42)).toEqual(drawRound(1, "win", 42));
    const outcomes = new Set(Array.from({ length: 60 }, (_, round) => drawRound(1, "win", round).outcome));
    expect(outcomes).toEqual(new Set(["dragon", "tiger", "tie"]));
    for (let round = 0; round < 60; round += 1) {
      const { draw } = drawRound(1, "inbet", round);
      expect(draw).toHaveLength(3);
      expect(draw.every((die) => die >= 1 && die <= 6)).toBe(true);
    }
  });
});

describe("payouts", () => {
  it("pays amount × odds exactly, rounded down to the coin's decimals", () => {
    expect(betPayout(toMicro(0.1), "1.95", "USDT")).toBe(toMicro(0.195));
    expect(betPayout(toMicro(33.333333), "1.95", "USDT")).toBe(64_999_999);
    expect(betPayout(toMicro(10.01), "1.95", "XB")).toBe(toMicro(19.51));
    expect(betPayout(toMicro(25), "30", "XB")).toBe(toMicro(750));
  });
});

describe("rounds", () => {
  it("roll over on the board's period and close for bets before the end", () => {
    const { store, advance } = game();
    const round = store.currentRoundId("win");
    expect(store.times("win", round)).toEqual({ starts_at: START, locks_at: START + 50, ends_at: START + 60 });
    expect(store.status("win", round)).toBe("betting");
    advance(50);
    expect(store.status("win", round)).toBe("locked");
    advance(10);
    expect(store.status("win", round)).toBe("settled");
    expect(store.currentRoundId("win")).toBe(round + 1);
    expect(store.result("win", round)).toMatchObject({ round_id: round, settled_at: START + 60, ...drawRound(20240601, "win", round) });
  });

  it("takes a bet only on the current round while it is betting, within limits and the game balance", () => {
    const { store, advance } = game();
    const round = store.currentRoundId("win");
    expect(codeOf(() => store.placeBet(PLAYER, "win", round + 1, "dragon", toMicro(1)))).toBe(2003);
    expect(codeOf(() => store.placeBet(PLAYER, "win", round, "phoenix", toMicro(1)))).toBe(1001);
    expect(codeOf(() => store.placeBet(PLAYER, "win", round, "dragon", toMicro(0.05)))).toBe(1001);
    expect(codeOf(() => store.placeBet(PLAYER, "win", round, "dragon", toMicro(101)))).toBe(1001);
    expect(codeOf(() => store.placeBet(PLAYER, "win", round, "dragon", toMicro(11)))).toBe(2001);
    expect(codeOf(() => store.placeBet(PLAYER, "inbet", store.currentRoundId("inbet"), "big", toMicro(10.001)))).toBe(1001);
    expect(codeOf(() => store.placeBet(PLAYER, "win", round, "dragon", toMicro(4)))).toBe("ok");
    expect(store.gameBalance(PLAYER, "win")).toBe(toMicro(6));
    advance(50);
    expect(codeOf(() => store.placeBet(PLAYER, "win", round, "dragon", toMicro(1)))).toBe(2003);
    expect(store.gameBalance(PLAYER, "win")).toBe(toMicro(6));
  });
});

describe("settlement", () => {
  it("settles each bet once when its round ends: the winner is paid amount × odds, the loser nothing", () => {
    const { store, advance } = game();
    const current = store.currentRoundId("win");
    const round = roundWith("dragon", current);
    advance((round - current) * BOARDS.win.period);
    const win = store.placeBet(PLAYER, "win", round, "dragon", toMicro(2));
    const lose = store.placeBet(PLAYER, "win", round, "tiger", toMicro(3));
    expect(store.gameBalance(PLAYER, "win")).toBe(toMicro(5));

    store.settleDue("win");
    expect([win.status, lose.status]).toEqual(["pending", "pending"]);

    advance(60);
    store.settleDue("win");
    store.settleDue("win");
    expect(win).toMatchObject({ status: "won", payout_micro: toMicro(3.9) });
    expect(lose).toMatchObject({ status: "lost", payout_micro: 0 });
    expect(store.gameBalance(PLAYER, "win")).toBe(toMicro(8.9));
  });

  it("closing a round early draws it at once and starts the next round now", () => {
    const { store, advance, now } = game();
    advance(20);
    const round = store.currentRoundId("win");
    store.placeBet(PLAYER, "win", round, "tie", toMicro(1));
    expect(store.closeRound("win")).toBe(round);
    expect(store.status("win", round)).toBe("settled");
    expect(store.times("win", round).ends_at).toBe(now());
    expect(store.currentRoundId("win")).toBe(round + 1);
    expect(store.times("win", round + 1)).toEqual({ starts_at: now(), locks_at: now() + 50, ends_at: now() + 60 });
    expect(store.betsOf(PLAYER, "win")[0]?.status).not.toBe("pending");
    advance(60);
    expect(store.currentRoundId("win")).toBe(round + 2);
  });
});

describe("the money page", () => {
  it("moves money between the wallet and the game balance, refusing what either cannot cover", () => {
    const { store, wallet } = game();
    expect(codeOf(() => store.transfer(PLAYER, "win", "in", toMicro(0.5)))).toBe(1001);
    expect(codeOf(() => store.transfer(PLAYER, "win", "in", toMicro(51)))).toBe(2001);
    store.transfer(PLAYER, "win", "in", toMicro(20));
    expect([wallet.balance(PLAYER, "USDT"), store.gameBalance(PLAYER, "win")]).toEqual([toMicro(30), toMicro(30)]);
    expect(codeOf(() => store.transfer(PLAYER, "win", "out", toMicro(31)))).toBe(2001);
    store.transfer(PLAYER, "win", "out", toMicro(5.5));
    expect([wallet.balance(PLAYER, "USDT"), store.gameBalance(PLAYER, "win")]).toEqual([toMicro(35.5), toMicro(24.5)]);
    expect(store.transfersOf(PLAYER, "win").map((record) => record.direction)).toEqual(["out", "in"]);
  });
});
