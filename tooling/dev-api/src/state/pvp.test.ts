import { describe, expect, it } from "vitest";
import { DevFailure } from "../envelope";
import { toMicro } from "./money";
import { PvpStore, winnerPayout } from "./pvp";
import { WalletStore } from "./wallet";

const HOST = 1;
const RED = 2;
const BLUE = 3;

function setup() {
  const wallet = new WalletStore(() => 0);
  const pvp = new PvpStore(wallet, () => 1_800_000_000);
  for (const user of [RED, BLUE]) wallet.change(user, "WH", toMicro(100), "seed");
  const match = pvp.create(HOST, "Final", "WH", toMicro(40));
  return { wallet, pvp, match };
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

describe("winnerPayout", () => {
  it("is both stakes less the fee, rounded down to the coin's decimals", () => {
    expect(winnerPayout(toMicro(40), 500, "WH")).toBe(toMicro(76));
    // The fee is rounded down (0.0333333 → 0.033333), so the payout keeps the last micro-unit.
    expect(winnerPayout(toMicro(0.333333), 500, "USDT")).toBe(633_333);
    expect(winnerPayout(toMicro(10.01), 500, "XB")).toBe(toMicro(19.01));
  });
});

describe("a match", () => {
  it("seats one player per side, taking each stake; the host and a second seat are refused", () => {
    const { wallet, pvp, match } = setup();
    expect(codeOf(() => pvp.join(match.match_id, HOST, "red"))).toBe(2003);
    pvp.join(match.match_id, RED, "red");
    expect(codeOf(() => pvp.join(match.match_id, RED, "blue"))).toBe(2002);
    expect(codeOf(() => pvp.join(match.match_id, BLUE, "red"))).toBe(2002);
    expect(match.status).toBe("open");
    pvp.join(match.match_id, BLUE, "blue");
    expect(match.status).toBe("full");
    expect(codeOf(() => pvp.join(match.match_id, 4, "red"))).toBe(2003);
    expect([wallet.balance(RED, "WH"), wallet.balance(BLUE, "WH")]).toEqual([toMicro(60), toMicro(60)]);
  });

  it("refuses a stake the wallet cannot cover and leaves the side free", () => {
    const { pvp, match } = setup();
    expect(codeOf(() => pvp.join(match.match_id, 9, "red"))).toBe(2001);
    expect(match.seats.red).toBeNull();
  });

  it("is settled once by its host: exactly one side is paid", () => {
    const { wallet, pvp, match } = setup();
    pvp.join(match.match_id, RED, "red");
    expect(codeOf(() => pvp.settle(match.match_id, HOST, "red"))).toBe(2003);
    pvp.join(match.match_id, BLUE, "blue");
    expect(codeOf(() => pvp.settle(match.match_id, RED, "red"))).toBe(2003);
    pvp.settle(match.match_id, HOST, "blue");
    expect(codeOf(() => pvp.settle(match.match_id, HOST, "blue"))).toBe(2002);
    expect(codeOf(() => pvp.settle(match.match_id, HOST, "red"))).toBe(2002);
    expect(codeOf(() => pvp.cancel(match.match_id, HOST))).toBe(2002);
    expect(match).toMatchObject({ status: "settled", winner: "blue" });
    expect([wallet.balance(RED, "WH"), wallet.balance(BLUE, "WH")]).toEqual([toMicro(60), toMicro(136)]);
    expect([...match.paid]).toEqual([[BLUE, toMicro(76)]]);
  });

  it("gives every stake back when the host cancels it", () => {
    const { wallet, pvp, match } = setup();
    pvp.join(match.match_id, RED, "red");
    pvp.cancel(match.match_id, HOST);
    expect(match.status).toBe("cancelled");
    expect(wallet.balance(RED, "WH")).toBe(toMicro(100));
    expect(codeOf(() => pvp.join(match.match_id, BLUE, "blue"))).toBe(2003);
    expect(codeOf(() => pvp.settle(match.match_id, HOST, "red"))).toBe(2003);
  });
});
