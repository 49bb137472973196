// Every compete call against the running dev API (pvp, battle, bit game, honor, Sud games, partner),
// with the state changes a backend would make: stakes leave the wallet and exactly one side is paid,
// a battle pays its podium once when the day ends, a bet round is settled once by the clock, honor
// counts what was done, a partner application is reviewed.
import { battleEndpoints } from "@repo/api-client/endpoints/battle";
import { GAME_BALANCE_LACK, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { honorEndpoints } from "@repo/api-client/endpoints/honor";
import { partnerEndpoints } from "@repo/api-client/endpoints/partner";
import { pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { sudGameEndpoints } from "@repo/api-client/endpoints/sud-game";
import type { LoginResult } from "@repo/api-client/schemas/common";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { drawRound } from "./state/bit-game";
import { expectAllCalled, failure, loginByPhone, useSeeded, walletBalance } from "./test-support/contract";
import { type Harness, startHarness } from "./test-support/harness";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  for (const group of [pvpEndpoints, battleEndpoints, bitGameEndpoints, honorEndpoints, sudGameEndpoints, partnerEndpoints]) expectAllCalled(harness, group);
  await harness.close();
});
beforeEach(async () => {
  harness.clock.set(TEST_NOW);
  await harness.control("reset", {});
  useSeeded(harness);
});

const api = () => harness.api;

/** A new player with `wh` WH deposited, logged in. */
async function playerWith(phone: string, wh: string): Promise<LoginResult> {
  const login = await loginByPhone(harness, phone);
  await harness.control("compete/deposit", { user_id: login.user_id, coin_name: "WH", amount: wh });
  return login;
}

describe("pvp", () => {
  it("lists open matches, shows the config, and needs a login", async () => {
    const config = await api().pvp.config();
    expect(config).toEqual({
      coins: [
        { coin_name: "WH", decimals: 6, min_stake: "10.00", max_stake: "1000.00" },
        { coin_name: "USDT", decimals: 6, min_stake: "0.50", max_stake: "100.00" },
      ],
      fee_bps: 500,
    });
    const open = await api().pvp.matchList({ scope: "open" });
    expect(open.list.map((match) => match.title)).toEqual(["Quick duel", "Friday showdown"]);
    expect(open.list[1]).toMatchObject({ status: "open", stake: "50.00", payout: "95.00", my_side: null, is_host: false });
    expect(open.list[1]?.sides.map((side) => side.player === null)).toEqual([false, true]);
    harness.logout();
    expect(await failure(api().pvp.matchList({ scope: "open" }))).toMatchObject({ code: 1004 });
  });

  it("two players join a host's match, it is settled once, and exactly the winner is paid", async () => {
    const host = useSeeded(harness);
    const created = await api().pvp.createMatch({ title: "  Evening duel ", coin_name: "wh", stake: "40" });
    expect(created).toMatchObject({ title: "Evening duel", coin_name: "WH", stake: "40.00", payout: "76.00", status: "open", is_host: true, host_name: host.username });
    const matchId = created.match_id;
    expect(await failure(api().pvp.joinMatch({ match_id: matchId, side: "red" }))).toMatchObject({ code: 2003 });
    expect((await api().pvp.matchList({ scope: "hosted" })).list.map((match) => match.match_id)).toContain(matchId);

    const red = await playerWith("933100001", "100");
    const joined = await api().pvp.joinMatch({ match_id: matchId, side: "red", idempotency_key: "join-red-0001" });
    expect(joined).toMatchObject({ status: "open", my_side: "red", my_result: null });
    // A retry of the same attempt answers the first answer and takes nothing more.
    await expect(api().pvp.joinMatch({ match_id: matchId, side: "red", idempotency_key: "join-red-0001" })).resolves.toEqual(joined);
    expect(await walletBalance(harness, "WH")).toBe(60);
    expect(await failure(api().pvp.joinMatch({ match_id: matchId, side: "blue" }))).toMatchObject({ code: 2002 });
    expect((await api().pvp.matchList({ scope: "mine" })).list.map((match) => match.match_id)).toEqual([matchId]);

    const blue = await playerWith("933100002", "100");
    expect(await failure(api().pvp.joinMatch({ match_id: matchId, side: "red" }))).toMatchObject({ code: 2002, msg: "This side is taken" });
    await expect(api().pvp.joinMatch({ match_id: matchId, side: "blue" })).resolves.toMatchObject({ status: "full", my_side: "blue" });

    harness.useLogin(red);
    expect(await failure(api().pvp.settleMatch({ match_id: matchId, winner_side: "red" }))).toMatchObject({ code: 2003 });

    harness.useLogin(host);
    const settled = await api().pvp.settleMatch({ match_id: matchId, winner_side: "blue", idempotency_key: "settle-0001" });
    expect(settled).toMatchObject({ status: "settled", winner_side: "blue", my_side: null, my_result: null, is_host: true });
    await expect(api().pvp.settleMatch({ match_id: matchId, winner_side: "blue", idempotency_key: "settle-0001" })).resolves.toEqual(settled);
    expect(await failure(api().pvp.settleMatch({ match_id: matchId, winner_side: "red" }))).toMatchObject({ code: 2002 });

    harness.useLogin(blue);
    await expect(api().pvp.matchDetail({ match_id: matchId })).resolves.toMatchObject({ my_result: "won", my_payout: "76.00" });
    expect(await walletBalance(harness, "WH")).toBe(136);
    harness.useLogin(red);
    await expect(api().pvp.matchDetail({ match_id: matchId })).resolves.toMatchObject({ my_result: "lost", my_payout: null });
    expect(await walletBalance(harness, "WH")).toBe(60);
  });

  it("refuses a stake the wallet lacks with lack_<COIN>, and a host's cancel refunds", async () => {
    const host = useSeeded(harness);
    const { match_id } = await api().pvp.createMatch({ title: "Big one", coin_name: "WH", stake: "500" });
    expect(await failure(api().pvp.createMatch({ title: "x", coin_name: "WH", stake: "500" }))).toMatchObject({ code: 1001 });
    expect(await failure(api().pvp.createMatch({ title: "Tiny", coin_name: "WH", stake: "1" }))).toMatchObject({ code: 1001 });
    const player = await playerWith("933100003", "100");
    expect(await failure(api().pvp.joinMatch({ match_id, side: "red" }))).toMatchObject({ code: 2001, msg: "lack_WH" });
    await harness.control("compete/deposit", { user_id: player.user_id, coin_name: "WH", amount: "500" });
    await api().pvp.joinMatch({ match_id, side: "red" });
    expect(await walletBalance(harness, "WH")).toBe(100);
    harness.useLogin(host);
    await expect(api().pvp.cancelMatch({ match_id })).resolves.toMatchObject({ status: "cancelled" });
    expect(await failure(api().pvp.matchDetail({ match_id: 999 }))).toMatchObject({ code: 1002 });
    harness.useLogin(player);
    const refunded = await api().pvp.matchList({ scope: "mine" });
    expect(refunded.list[0]).toMatchObject({ match_id, my_result: "refunded", my_payout: "500.00" });
  });
});

describe("battle", () => {
  it("enters today's battle for the fee, ranks the best run, and pays the podium once when the day ends", async () => {
    const before = await walletBalance(harness, "WH");
    const battle = await api().battle.current();
    expect(battle).toMatchObject({ title: "Daily battle", coin_name: "WH", entry_fee: "10.00", status: "running", my_entries: 0, my_best: null, my_rank: null, max_entries: 5 });
    expect(battle.ends_at - battle.starts_at).toBe(86_400);
    expect(battle.prizes.map((prize) => prize.share_bps)).toEqual([5_000, 3_000, 2_000]);

    const first = await api().battle.enter({ battle_id: battle.battle_id, idempotency_key: "battle-run-01" });
    expect(first).toMatchObject({ battle_id: battle.battle_id, is_best: true, entries_left: 4 });
    expect(first.best_score).toBe(first.score);
    await expect(api().battle.enter({ battle_id: battle.battle_id, idempotency_key: "battle-run-01" })).resolves.toEqual(first);
    expect(await walletBalance(harness, "WH")).toBe(before - 10);

    const board = await api().battle.rank({ battle_id: battle.battle_id });
    expect(board.my_rank).toBe(first.rank);
    expect(board.my_score).toBe(first.best_score);
    expect(board.list.find((row) => row.user_id === harness.session.userId)).toMatchObject({ rank: first.rank, score: first.best_score });
    expect(board.list.map((row) => row.score)).toEqual([...board.list.map((row) => row.score)].sort((a, b) => b - a));
    await expect(api().battle.current()).resolves.toMatchObject({ my_entries: 1, my_best: first.best_score, my_rank: first.rank, prize_pool: expect.any(String) });

    const running = await api().battle.record({ page: 1, page_size: 20 });
    expect(running.list).toEqual([expect.objectContaining({ battle_id: battle.battle_id, status: "running", entries: 1, fees_paid: "10.00", prize: null })]);

    harness.clock.advance(86_400_000);
    const ended = (await api().battle.record({ page: 1, page_size: 20 })).list[0];
    expect(ended).toMatchObject({ status: "ended", rank: expect.any(Number) });
    const prizeOf = (rank: number) => Number(ended?.rank === rank ? ended.prize : 0);
    const won = [1, 2, 3].reduce((sum, rank) => sum + prizeOf(rank), 0);
    expect(await walletBalance(harness, "WH")).toBe(before - 10 + won);
    await api().battle.record({ page: 1, page_size: 20 });
    expect(await walletBalance(harness, "WH")).toBe(before - 10 + won);
    expect(await failure(api().battle.enter({ battle_id: battle.battle_id }))).toMatchObject({ code: 2003 });
    await expect(api().battle.current()).resolves.toMatchObject({ battle_id: battle.battle_id + 1, my_entries: 0 });
  });

  it("refuses an entry the wallet cannot pay", async () => {
    await loginByPhone(harness, "933100004");
    const { battle_id } = await api().battle.current();
    expect(await failure(api().battle.enter({ battle_id }))).toMatchObject({ code: 2001, msg: "lack_WH" });
  });
});

describe("bit game", () => {
  it("shows the boards to guests: the current round, its countdown times, the last results", async () => {
    harness.logout();
    const win = await api().bitGame.board({ board: "win" });
    expect(win).toMatchObject({ board: "win", coin_name: "USDT", min_bet: "0.10", max_bet: "100.00", period_seconds: 60, lock_seconds: 10, game_balance: null, my_round_bets: [] });
    expect(win.options).toEqual([{ key: "dragon", odds: "1.95" }, { key: "tiger", odds: "1.95" }, { key: "tie", odds: "8" }]);
    expect(win.round.ends_at - win.round.starts_at).toBe(60);
    expect(win.round.status).toBe("betting");
    expect(win.recent).toHaveLength(20);
    expect(win.recent[0]).toMatchObject({ round_id: win.round.round_id - 1, ...drawRound(harness.dev.state.seed, "win", win.round.round_id - 1) });
    const inbet = await api().bitGame.board({ board: "inbet" });
    expect(inbet).toMatchObject({ coin_name: "XB", decimals: 2, period_seconds: 45 });
    expect(inbet.options.map((option) => option.key)).toEqual(["big", "small", "triple"]);
  });

  it("takes a bet once, settles its round once when the clock passes its end, and lists it", async () => {
    const board = await api().bitGame.board({ board: "win" });
    expect(board.game_balance).toBe("10.00");
    const roundId = board.round.round_id;
    const { outcome } = drawRound(harness.dev.state.seed, "win", roundId);
    const attempt = { board: "win" as const, round_id: roundId, option: outcome, amount: "2", idempotency_key: "bet-0000001" };
    const placed = await api().bitGame.placeBet(attempt);
    expect(placed).toMatchObject({ bet: { status: "pending", amount: "2.00", payout: null, result: null }, game_balance: "8.00" });
    await expect(api().bitGame.placeBet(attempt)).resolves.toEqual(placed);
    await api().bitGame.placeBet({ board: "win", round_id: roundId, option: outcome === "tiger" ? "dragon" : "tiger", amount: "1" });
    expect(await failure(api().bitGame.placeBet({ board: "win", round_id: roundId, option: "tie", amount: "50" }))).toMatchObject({ code: 2001, msg: GAME_BALANCE_LACK });
    expect(await failure(api().bitGame.placeBet({ board: "win", round_id: roundId, option: "tie", amount: "0.01" }))).toMatchObject({ code: 1001 });
    await expect(api().bitGame.board({ board: "win" })).resolves.toMatchObject({ game_balance: "7.00", my_round_bets: [expect.anything(), expect.anything()] });
    await expect(api().bitGame.roundResult({ board: "win", round_id: roundId })).resolves.toMatchObject({ round: { status: "betting" }, result: null });

    harness.clock.advance(50_000);
    expect(await failure(api().bitGame.placeBet({ board: "win", round_id: roundId, option: "tie", amount: "1" }))).toMatchObject({ code: 2003 });
    harness.clock.advance(10_000);
    const result = await api().bitGame.roundResult({ board: "win", round_id: roundId });
    const payout = outcome === "tie" ? "16.00" : "3.90";
    expect(result).toMatchObject({ round: { status: "settled" }, result: { round_id: roundId, outcome } });
    expect(result.my_bets.map((bet) => [bet.status, bet.payout])).toEqual([["lost", "0.00"], ["won", payout]]);
    const history = await api().bitGame.betHistory({ board: "win", page: 1, page_size: 20 });
    expect(history.total).toBe(2);
    expect(history.list[1]).toMatchObject({ status: "won", result: { outcome } });
    const money = await api().bitGame.money({ board: "win" });
    expect(money.game_balance).toBe((7 + Number(payout)).toFixed(2));
    await api().bitGame.board({ board: "win" });
    await expect(api().bitGame.money({ board: "win" })).resolves.toMatchObject({ game_balance: money.game_balance });
  });

  it("closes a round on the test control", async () => {
    const { round } = await api().bitGame.board({ board: "inbet" });
    await api().bitGame.placeBet({ board: "inbet", round_id: round.round_id, option: "big", amount: "10" });
    const closed = await harness.control<{ round_id: number; outcome: string }>("compete/close-round", { board: "inbet" });
    expect(closed.round_id).toBe(round.round_id);
    const after = await api().bitGame.board({ board: "inbet" });
    expect(after.round.round_id).toBe(round.round_id + 1);
    expect(after.recent[0]).toMatchObject({ round_id: round.round_id, outcome: closed.outcome });
    const [bet] = (await api().bitGame.betHistory({ board: "inbet", page: 1, page_size: 20 })).list;
    expect(bet?.status).toBe(closed.outcome === "big" ? "won" : "lost");
  });

  it("moves money in and out of the game between the wallet and the game balance", async () => {
    const wallet = await walletBalance(harness, "USDT");
    const moved = await api().bitGame.transfer({ board: "win", direction: "in", amount: "5.5", idempotency_key: "transfer-001" });
    expect(moved).toMatchObject({ transfer: { direction: "in", amount: "5.50" }, game_balance: "15.50" });
    await expect(api().bitGame.transfer({ board: "win", direction: "in", amount: "5.5", idempotency_key: "transfer-001" })).resolves.toEqual(moved);
    expect(await walletBalance(harness, "USDT")).toBe(wallet - 5.5);
    await api().bitGame.transfer({ board: "win", direction: "out", amount: "15.5" });
    expect(await failure(api().bitGame.transfer({ board: "win", direction: "out", amount: "1" }))).toMatchObject({ code: 2001, msg: GAME_BALANCE_LACK });
    expect(await failure(api().bitGame.transfer({ board: "win", direction: "in", amount: "1000" }))).toMatchObject({ code: 2001, msg: "lack_USDT" });
    expect(await failure(api().bitGame.transfer({ board: "win", direction: "in", amount: "0.5" }))).toMatchObject({ code: 1001 });
    const money = await api().bitGame.money({ board: "win" });
    expect(money).toMatchObject({ coin_name: "USDT", game_balance: "0.00", min_transfer: "1.00" });
    // The money page shows the off-chain balance the game draws from (the seeded 20 USDT on-chain stay out).
    expect(money.wallet_balance).toBe("135.50");
    expect(await walletBalance(harness, "USDT")).toBe(wallet + 10);
    expect(money.transfers.map((transfer) => transfer.direction)).toEqual(["out", "in"]);
  });
});

describe("honor", () => {
  it("counts what the player did, claims a reached achievement once, and ranks by points", async () => {
    const profile = await api().honor.profile();
    expect(profile).toMatchObject({ honor_points: 0, rank: null });
    expect(profile.achievements.find((item) => item.achievement_id === "recruiter")).toMatchObject({ status: "earned", progress: 5, goal: 5, points: 30 });
    expect(profile.achievements.find((item) => item.achievement_id === "first_duel")).toMatchObject({ status: "in_progress", progress: 0 });
    expect(await failure(api().honor.claim({ achievement_id: "first_duel" }))).toMatchObject({ code: 2003 });
    expect(await failure(api().honor.claim({ achievement_id: "nope" }))).toMatchObject({ code: 1002 });

    const claimed = await api().honor.claim({ achievement_id: "recruiter" });
    expect(claimed).toMatchObject({ honor_points: 30, achievement: { status: "claimed", claimed_at: harness.clock.seconds() } });
    expect(await failure(api().honor.claim({ achievement_id: "recruiter" }))).toMatchObject({ code: 2002 });

    const board = await api().honor.board();
    expect(board.my_points).toBe(30);
    expect(board.list.find((row) => row.user_id === harness.session.userId)).toMatchObject({ rank: board.my_rank, honor_points: 30, badges: 1 });
    expect(board.list.map((row) => row.honor_points)).toEqual([...board.list.map((row) => row.honor_points)].sort((a, b) => b - a));

    const { round } = await api().bitGame.board({ board: "win" });
    await api().bitGame.placeBet({ board: "win", round_id: round.round_id, option: "dragon", amount: "1" });
    await expect(api().honor.profile()).resolves.toMatchObject({ rank: board.my_rank, achievements: expect.arrayContaining([expect.objectContaining({ achievement_id: "bettor", progress: 1 })]) });
  });
});

describe("sud games", () => {
  it("lists the games to anyone and seats a player in a room with free seats", async () => {
    harness.logout();
    const { list } = await api().sudGame.gameList();
    expect(list.map((game) => game.name)).toEqual(["Ludo", "Draw & Guess", "Bumper Blaster", "Gomoku"]);
    const gomoku = list.find((game) => game.name === "Gomoku");
    if (!gomoku) throw new Error("no Gomoku");
    expect(await failure(api().sudGame.launch({ game_id: gomoku.game_id }))).toMatchObject({ code: 1004 });

    useSeeded(harness);
    const seat = await api().sudGame.launch({ game_id: gomoku.game_id });
    expect(seat).toMatchObject({ game_id: gomoku.game_id, players_in_room: 1, expires_at: harness.clock.seconds() + 300 });
    await expect(api().sudGame.launch({ game_id: gomoku.game_id })).resolves.toMatchObject({ room_id: seat.room_id, players_in_room: 1 });
    await loginByPhone(harness, "933100005");
    await expect(api().sudGame.launch({ game_id: gomoku.game_id })).resolves.toMatchObject({ room_id: seat.room_id, players_in_room: 2 });
    await loginByPhone(harness, "933100006");
    const third = await api().sudGame.launch({ game_id: gomoku.game_id });
    expect(third.room_id).not.toBe(seat.room_id);
    expect(await failure(api().sudGame.launch({ game_id: "42" }))).toMatchObject({ code: 1002 });
  });
});

describe("partner", () => {
  it("shows the terms, takes an application, and reviews it once the review time has passed", async () => {
    const info = await api().partner.info();
    expect(info).toMatchObject({ min_audience: 1000, application: null, stats: null });
    expect(info.tiers.map((tier) => tier.commission_bps)).toEqual([1_000, 1_500, 2_000]);

    expect(await failure(api().partner.apply({ channel: "youtube", channel_url: "https://youtube.com/@dev", audience: 1.5, contact: "dev" }))).toMatchObject({ code: 1001 });
    expect(await failure(api().partner.apply({ channel: "youtube", channel_url: "javascript:alert(1)", audience: 10, contact: "dev" }))).toMatchObject({ code: 1001 });
    const applied = await api().partner.apply({ channel: "youtube", channel_url: "https://youtube.com/@dev", audience: 500, contact: " @dev_player " });
    expect(applied).toMatchObject({ status: "pending", contact: "@dev_player", applied_at: harness.clock.seconds(), reviewed_at: null });
    expect(await failure(api().partner.apply({ channel: "telegram", channel_url: "https://t.me/dev", audience: 5000, contact: "@dev" }))).toMatchObject({ code: 2002 });

    harness.clock.advance(600_000);
    await expect(api().partner.info()).resolves.toMatchObject({ application: { status: "rejected", review_note: "An audience of at least 1000 is needed." }, stats: null });

    await api().partner.apply({ channel: "telegram", channel_url: "https://t.me/dev", audience: 5000, contact: "@dev" });
    harness.clock.advance(600_000);
    const approved = await api().partner.info();
    // Seven invited players, three of whom recharged 20, 40 and 60 USDT: 10 % of 120.
    expect(approved).toMatchObject({ application: { status: "approved", review_note: null }, stats: { tier: 1, invited: 7, commission_bps: 1_000, coin_name: "USDT", earned: "12.00" } });
    expect(await failure(api().partner.apply({ channel: "telegram", channel_url: "https://t.me/dev", audience: 5000, contact: "@dev" }))).toMatchObject({ code: 2002 });
    await expect(api().honor.profile()).resolves.toMatchObject({ achievements: expect.arrayContaining([expect.objectContaining({ achievement_id: "partner", status: "earned" })]) });
  });
});
