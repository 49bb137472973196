import type { PvpMatch } from "@repo/api-client/endpoints/pvp";
import { describe, expect, it } from "vitest";
import { hostActions, isLive, joinableSides, matchStanding, percentOf, pvpHref, winnerPayout } from "./pvp-rules";

const player = (user_id: number) => ({ user_id, username: `p${user_id}` });

function match(overrides: Partial<PvpMatch> = {}): PvpMatch {
  return {
    match_id: 7,
    title: "Final",
    host_id: 1,
    host_name: "host",
    coin_name: "WH",
    stake: "40.00",
    fee_bps: 500,
    payout: "76.00",
    status: "open",
    sides: [
      { side: "red", player: player(2) },
      { side: "blue", player: null },
    ],
    winner_side: null,
    created_at: 1_800_000_000,
    closed_at: null,
    my_side: null,
    my_result: null,
    my_payout: null,
    is_host: false,
    ...overrides,
  };
}

describe("matchStanding", () => {
  it.each([
    [{}, "joinable"],
    [{ my_side: "red" as const }, "waiting_players"],
    [{ is_host: true }, "waiting_players"],
    [{ status: "full" as const }, "waiting_result"],
    [{ status: "settled" as const, my_side: "red" as const, my_result: "won" as const }, "won"],
    [{ status: "settled" as const, my_side: "blue" as const, my_result: "lost" as const }, "lost"],
    [{ status: "cancelled" as const, my_side: "red" as const, my_result: "refunded" as const }, "refunded"],
    [{ status: "settled" as const }, "settled"],
    [{ status: "cancelled" as const }, "cancelled"],
  ])("%j → %s", (overrides, expected) => expect(matchStanding(match(overrides))).toBe(expected));
});

describe("joinableSides", () => {
  it("offers the free sides of an open match to anyone but its host and its players", () => {
    expect(joinableSides(match())).toEqual(["blue"]);
    expect(joinableSides(match({ sides: [{ side: "red", player: null }, { side: "blue", player: null }] }))).toEqual(["red", "blue"]);
    expect(joinableSides(match({ is_host: true }))).toEqual([]);
    expect(joinableSides(match({ my_side: "red" }))).toEqual([]);
    expect(joinableSides(match({ status: "cancelled" }))).toEqual([]);
  });
});

describe("host actions and liveness", () => {
  it("lets the host settle a full match and cancel one that is not closed", () => {
    expect(hostActions(match({ is_host: true }))).toEqual({ settle: false, cancel: true });
    expect(hostActions(match({ is_host: true, status: "full" }))).toEqual({ settle: true, cancel: true });
    expect(hostActions(match({ is_host: true, status: "settled" }))).toEqual({ settle: false, cancel: false });
    expect(hostActions(match({ status: "full" }))).toEqual({ settle: false, cancel: false });
  });

  it("re-reads open and full matches only", () => {
    expect([isLive(match()), isLive(match({ status: "full" })), isLive(match({ status: "settled" })), isLive(match({ status: "cancelled" }))]).toEqual([true, true, false, false]);
  });
});

describe("winnerPayout", () => {
  it("is both stakes less the fee, exactly, rounded down to the coin's decimals", () => {
    expect(winnerPayout("40", 500, 6)).toBe("76");
    expect(winnerPayout("0.333333", 500, 6)).toBe("0.633333");
    expect(winnerPayout("10.01", 500, 2)).toBe("19.01");
    expect(winnerPayout("0.1", 0, 6)).toBe("0.2");
  });

  it("writes basis points as a percentage", () => {
    expect([percentOf(500), percentOf(250), percentOf(1_234)]).toEqual(["5", "2.5", "12.34"]);
  });

  it("links a match's page", () => {
    expect(pvpHref("en-US", "detail", 7)).toBe("/en-US/pvp/detail?id=7");
    expect(pvpHref("vi-VN", "admin")).toBe("/vi-VN/pvp/admin");
  });
});
