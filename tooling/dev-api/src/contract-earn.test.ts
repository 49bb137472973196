// Every earn call against the running dev API (issue 15): prize pools, staking and voting, invest,
// rewards, lucky codes and the newbie activity, with the money each one moves, checked to the unit.
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import { campEndpoints } from "@repo/api-client/endpoints/camp";
import { investEndpoints } from "@repo/api-client/endpoints/invest";
import { poolEndpoints } from "@repo/api-client/endpoints/pool";
import { stakeEndpoints } from "@repo/api-client/endpoints/stake";
import { ERROR_OUTOF_NEWBIE } from "@repo/api-client/errors";
import { TEST_NOW } from "@repo/vitest-config/clock";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEEDED_USER } from "./state/users";
import { expectAllCalled, failure, loginByPhone, useSeeded } from "./test-support/contract";
import { type Harness, startHarness } from "./test-support/harness";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  for (const group of [poolEndpoints, stakeEndpoints, investEndpoints, activityEndpoints, campEndpoints]) expectAllCalled(harness, group);
  await harness.close();
});
beforeEach(async () => {
  harness.clock.set(TEST_NOW);
  await harness.control("reset", {});
  useSeeded(harness);
});

const api = () => harness.api;

/** The balance the wallet shows for a coin, as the exact decimal string it sends. */
async function balance(coin: string): Promise<string> {
  const info = await api().wallet.getWalletInfo({ str_amount: true });
  return info.list.find((row) => row.coin_name === coin)?.money_all ?? "missing";
}

describe("prize pools", () => {
  it("lists running pools (soonest end first) before ended ones, with the caller's shares", async () => {
    const { list } = await api().pool.poolList();
    expect(list.map((pool) => [pool.pool_id, pool.status])).toEqual([[1, "running"], [2, "running"], [3, "ended"], [4, "ended"]]);
    expect(list[0]).toMatchObject({ prize: "100.00", prize_coin: "USDT", share_price: "50.00", share_coin: "WH", total_shares: 27, participants: 6, my_shares: 0 });
    expect(list.find((pool) => pool.pool_id === 3)).toMatchObject({ my_shares: 6, total_shares: 60 });
    harness.logout();
    expect((await api().pool.poolList()).list.every((pool) => pool.my_shares === 0)).toBe(true);
  });

  it("sells shares for coins: the cost leaves the balance, the share grows, past the limit is refused", async () => {
    const joined = await api().pool.joinPool({ pool_id: 1, shares: 2, idempotency_key: "pool-join-0001" });
    expect(joined).toEqual({ pool_id: 1, my_shares: 2, total_shares: 29, paid: "100.00", paid_coin: "WH" });
    expect(await balance("WH")).toBe("2900.00");
    // The same attempt again answers the first answer and charges nothing.
    await expect(api().pool.joinPool({ pool_id: 1, shares: 2, idempotency_key: "pool-join-0001" })).resolves.toEqual(joined);
    expect(await balance("WH")).toBe("2900.00");
    expect(await failure(api().pool.joinPool({ pool_id: 1, shares: 19 }))).toMatchObject({ code: 2003, msg: "You can hold at most 20 shares of this pool" });
    expect(await failure(api().pool.joinPool({ pool_id: 1, shares: 0 }))).toMatchObject({ code: 1001 });
    expect(await failure(api().pool.joinPool({ pool_id: 3, shares: 1 }))).toMatchObject({ code: 2003, msg: "This pool has ended" });
    expect(await balance("WH")).toBe("2900.00");
  });

  it("refuses shares the balance cannot pay with lack_<COIN>", async () => {
    const fresh = await loginByPhone(harness, "933000201");
    expect(fresh.new_user).toBe(true);
    expect(await failure(api().pool.joinPool({ pool_id: 1, shares: 1 }))).toMatchObject({ code: 2001, msg: "lack_WH" });
  });

  it("gives a finished task's shares once", async () => {
    const detail = await api().pool.poolDetail({ pool_id: 1 });
    const task = detail.tasks[0];
    if (!task) throw new Error("pool 1 has no task");
    expect(task).toMatchObject({ shares: 2, status: "not_done" });
    expect(await failure(api().pool.joinPoolByTask({ pool_id: 1, task_id: task.task_id }))).toMatchObject({ code: 2003 });
    await api().task.takeTask({ taskId: task.task_id });
    await harness.control("tasks/complete", { taskId: task.task_id });
    expect((await api().pool.poolDetail({ pool_id: 1 })).tasks[0]?.status).toBe("ready");
    await expect(api().pool.joinPoolByTask({ pool_id: 1, task_id: task.task_id })).resolves.toMatchObject({ my_shares: 2, paid: "0.00" });
    expect(await failure(api().pool.joinPoolByTask({ pool_id: 1, task_id: task.task_id }))).toMatchObject({ code: 2002 });
    expect((await api().pool.poolDetail({ pool_id: 1 })).tasks[0]?.status).toBe("joined");
    expect(await balance("WH")).toBe("3000.00");
  });

  it("pays an ended pool in proportion to the shares, once", async () => {
    const ended = await api().pool.poolDetail({ pool_id: 3 });
    expect(ended.result).toMatchObject({ my_prize: "30.00", received: false });
    expect(ended.result?.winners[0]).toMatchObject({ rank: 1, shares: 15, prize: "75.00" });
    expect(await failure(api().pool.receivePoolPrize({ pool_id: 1 }))).toMatchObject({ code: 2003, msg: "The pool has not ended yet" });
    await expect(api().pool.receivePoolPrize({ pool_id: 3 })).resolves.toEqual({ pool_id: 3, amount: "30.00", coin_name: "KTHER", balance: "70.00" });
    expect(await failure(api().pool.receivePoolPrize({ pool_id: 3 }))).toMatchObject({ code: 2002 });
    expect(await balance("KTHER")).toBe("70.00");
    expect((await api().pool.poolDetail({ pool_id: 3 })).result?.received).toBe(true);
    expect(await failure(api().pool.receivePoolPrize({ pool_id: 4 }))).toMatchObject({ code: 2003, msg: "You have no prize in this pool" });
  });

  it("ends a running pool by the clock, and then pays the player's part", async () => {
    await api().pool.joinPool({ pool_id: 1, shares: 3 });
    expect((await api().pool.poolDetail({ pool_id: 1 })).result).toBeNull();
    harness.clock.advance(4 * HOUR_MS);
    const ended = await api().pool.poolDetail({ pool_id: 1 });
    // 100 USDT × 3 ÷ 30 shares.
    expect(ended).toMatchObject({ status: "ended", total_shares: 30, result: { my_prize: "10.00", received: false } });
    expect(await failure(api().pool.joinPool({ pool_id: 1, shares: 1 }))).toMatchObject({ code: 2003 });
    await expect(api().pool.receivePoolPrize({ pool_id: 1 })).resolves.toMatchObject({ amount: "10.00", coin_name: "USDT", balance: "155.50" });
  });

  it("answers 1002 for an unknown pool and needs a login to join", async () => {
    expect(await failure(api().pool.poolDetail({ pool_id: 99 }))).toMatchObject({ code: 1002 });
    harness.logout();
    expect(await failure(api().pool.joinPool({ pool_id: 1, shares: 1 }))).toMatchObject({ code: 1004 });
  });
});

describe("staking and voting", () => {
  it("ranks the projects by stake and shows the caller's", async () => {
    const projects = await api().stake.voteProjects();
    expect(projects.coin_name).toBe("XB");
    expect(projects.list.map((project) => project.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const totals = projects.list.map((project) => Number(project.total_staked));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(projects.list.find((project) => project.project_id === 3)?.my_staked).toBe("2000.00");
    await expect(api().stake.voteProject({ project_id: 1 })).resolves.toMatchObject({ project_id: 1, reward_apr: "36.5", min_stake: "100.00" });
    expect(await failure(api().stake.voteProject({ project_id: 42 }))).toMatchObject({ code: 1002 });
  });

  it("stakes after an approval (which it uses up), moves the balance and the standing, and unstakes back", async () => {
    const before = await api().stake.voteProject({ project_id: 8 });
    expect(await failure(api().stake.stake({ project_id: 8, amount: "5000" }))).toMatchObject({ code: 2003, msg: "Approve 5000.00 XB for this project first" });
    await expect(api().wallet.xbvoteApprove({ vote_id: 8, amount: "5000" })).resolves.toEqual({ vote_id: 8, allowance: "5000.00" });
    await expect(api().wallet.xbvoteQuery({ vote_id: 8 })).resolves.toEqual({ vote_id: 8, allowance: "5000.00", staked: "0.00" });

    const staked = await api().stake.stake({ project_id: 8, amount: "5000", idempotency_key: "stake-attempt-1" });
    expect(staked).toMatchObject({ project_id: 8, my_staked: "5000.00", allowance: "0.00" });
    expect(staked.rank).toBeLessThan(before.rank);
    expect(Number(staked.total_staked)).toBe(Number(before.total_staked) + 5000);
    expect(await balance("XB")).toBe("7000.00");
    await expect(api().wallet.xbvoteQuery({ vote_id: 8 })).resolves.toEqual({ vote_id: 8, allowance: "0.00", staked: "5000.00" });
    await expect(api().stake.stake({ project_id: 8, amount: "5000", idempotency_key: "stake-attempt-1" })).resolves.toEqual(staked);
    expect(await balance("XB")).toBe("7000.00");

    expect(await failure(api().stake.unstake({ project_id: 8, amount: "5000.01" }))).toMatchObject({ code: 2003 });
    const unstaked = await api().stake.unstake({ project_id: 8, amount: "5000" });
    expect(unstaked).toMatchObject({ my_staked: "0.00", total_staked: before.total_staked, rank: before.rank });
    expect(await balance("XB")).toBe("12000.00");
  });

  it("refuses a stake below the minimum, with more decimals than XB has, or without the coins", async () => {
    await api().wallet.xbvoteApprove({ vote_id: 1, amount: "500" });
    expect(await failure(api().stake.stake({ project_id: 1, amount: "99.99" }))).toMatchObject({ code: 1001 });
    expect(await failure(api().stake.stake({ project_id: 1, amount: "100.001" }))).toMatchObject({ code: 1001, fieldErrors: [{ field: "amount", message: "XB takes at most 2 decimals" }] });
    await loginByPhone(harness, "933000202");
    expect(await failure(api().wallet.xbvoteApprove({ vote_id: 1, amount: "100" }))).toMatchObject({ code: 2001, msg: "lack_XB" });
    expect(await failure(api().wallet.xbvoteApprove({ vote_id: 99, amount: "100" }))).toMatchObject({ code: 1002 });
  });

  it("earns the project's rate by the second and pays the rounded-down reward once", async () => {
    // 2,000 XB at 24 % a year for ten days: 13.1506… XB.
    const mine = await api().stake.myVotes();
    expect(mine).toMatchObject({ coin_name: "XB", total_staked: "2000.00", pending_reward: "13.15", received_reward: "0.00" });
    expect(mine.list).toEqual([expect.objectContaining({ project_id: 3, staked: "2000.00", pending_reward: "13.15" })]);
    await expect(api().stake.claimVoteReward({ idempotency_key: "vote-reward-01" })).resolves.toEqual({ amount: "13.15", coin_name: "XB", balance: "12013.15" });
    // What was under a cent stays earned: another day adds 2,000 × 24 % ÷ 365 = 1.3150… XB to it.
    expect((await api().stake.myVotes()).pending_reward).toBe("0.00");
    expect(await failure(api().stake.claimVoteReward({}))).toMatchObject({ code: 2003 });
    harness.clock.advance(DAY_MS);
    expect((await api().stake.myVotes()).pending_reward).toBe("1.31");
    expect((await api().stake.myVotes()).received_reward).toBe("13.15");
  });
});

describe("invest", () => {
  it("lists the products with their term, yield and limits", async () => {
    const { list } = await api().invest.investProducts();
    expect(list.map((product) => [product.name, product.term_days, product.apr])).toEqual([
      ["USDT 7-day saver", 7, "5"],
      ["USDT 30-day plan", 30, "8.5"],
      ["WH 90-day growth", 90, "12"],
      ["KTHER 14-day boost", 14, "6.5"],
    ]);
    await expect(api().invest.investProduct({ product_id: 2 })).resolves.toMatchObject({ min_amount: "50.00", max_amount: "10000.00", decimals: 2 });
    expect(await failure(api().invest.investProduct({ product_id: 9 }))).toMatchObject({ code: 1002 });
  });

  it("subscribes within the limits and decimals, taking the amount off the balance", async () => {
    expect(await failure(api().invest.investSubscribe({ product_id: 2, amount: "49.99" }))).toMatchObject({ code: 1001 });
    expect(await failure(api().invest.investSubscribe({ product_id: 2, amount: "60.001" }))).toMatchObject({ code: 1001, fieldErrors: [{ field: "amount", message: "USDT takes at most 2 decimals" }] });
    expect(await failure(api().invest.investSubscribe({ product_id: 2, amount: "200" }))).toMatchObject({ code: 2001, msg: "lack_USDT" });
    const holding = await api().invest.investSubscribe({ product_id: 2, amount: "100", idempotency_key: "invest-try-01" });
    // 100 USDT at 8.5 % for 30 days: 0.6986… USDT.
    expect(holding).toMatchObject({ product_id: 2, amount: "100.00", accrued: "0.00", expected_yield: "0.69", status: "running", term_days: 30 });
    expect(holding.end_at - holding.start_at).toBe(30 * 86_400);
    expect(await balance("USDT")).toBe("45.50");
    expect((await api().invest.investHoldings()).list[0]).toEqual(holding);
  });

  it("accrues by the clock and redeems with the yield once due, once", async () => {
    const { list } = await api().invest.investHoldings();
    expect(list.map((holding) => [holding.holding_id, holding.status, holding.accrued, holding.expected_yield])).toEqual([
      // 20 KTHER three days into 14 at 6.5 %: 0.0106… so far.
      [2, "running", "0.0106", "0.0498"],
      [1, "due", "0.69", "0.69"],
    ]);
    expect(await failure(api().invest.investRedeem({ holding_id: 2 }))).toMatchObject({ code: 2003, msg: "This holding is not due yet" });
    await expect(api().invest.investRedeem({ holding_id: 1, idempotency_key: "redeem-try-01" })).resolves.toEqual({
      holding_id: 1,
      amount: "100.00",
      yield: "0.69",
      coin_name: "USDT",
      balance: "246.19",
    });
    expect(await failure(api().invest.investRedeem({ holding_id: 1 }))).toMatchObject({ code: 2002 });
    harness.clock.advance(11 * DAY_MS);
    expect((await api().invest.investHoldings()).list.find((holding) => holding.holding_id === 2)).toMatchObject({ status: "due", accrued: "0.0498" });
  });
});

describe("rewards", () => {
  it("claims each waiting reward once into the wallet and lists it first in the history", async () => {
    const { list } = await api().activity.claimableRewards();
    expect(list.map((reward) => [reward.title, reward.amount, reward.coin_name])).toEqual([
      ["Daily check-in bonus", "50.00", "KC"],
      ["Invite bonus: 3 friends recharged", "1.50", "USDT"],
      ["Weekend event reward", "200.00", "WH"],
    ]);
    const daily = list[0];
    if (!daily) throw new Error("no reward");
    await expect(api().activity.claimReward({ reward_id: daily.reward_id, idempotency_key: "claim-try-001" })).resolves.toEqual({
      reward_id: daily.reward_id,
      amount: "50.00",
      coin_name: "KC",
      balance: "850.00",
    });
    expect(await failure(api().activity.claimReward({ reward_id: daily.reward_id }))).toMatchObject({ code: 2002 });
    expect(await balance("KC")).toBe("850.00");
    expect((await api().activity.claimableRewards()).list).toHaveLength(2);
    const history = await api().activity.rewardHistory({ page: 1, page_size: 20 });
    expect(history).toMatchObject({ total: 25, page: 1 });
    expect(history.list[0]).toMatchObject({ title: "Daily check-in bonus", amount: "50.00", coin_name: "KC", time: harness.clock.seconds() });
    expect((await api().activity.rewardHistory({ page: 2, page_size: 20 })).list).toHaveLength(5);
  });

  it("lets a reward expire by the clock", async () => {
    harness.clock.advance(21 * HOUR_MS);
    const { list } = await api().activity.claimableRewards();
    expect(list.map((reward) => reward.title)).toEqual(["Invite bonus: 3 friends recharged", "Weekend event reward"]);
    const expired = harness.dev.state.earn.rewards.claimable.find((reward) => reward.title === "Daily check-in bonus");
    expect(await failure(api().activity.claimReward({ reward_id: expired?.reward_id ?? 0 }))).toMatchObject({ code: 2003, msg: "This reward has expired" });
  });
});

describe("newbie activity", () => {
  it("tells the month-old seeded player ERROR_OUTOF_NEWBIE", async () => {
    expect(await failure(api().activity.newbieActivity())).toMatchObject({ kind: "business", code: 3001, msg: ERROR_OUTOF_NEWBIE });
    expect(await failure(api().activity.claimNewbieReward({ task_id: 1 }))).toMatchObject({ msg: ERROR_OUTOF_NEWBIE });
  });

  it("gives a new player first-week tasks whose progress follows what they do, each reward once", async () => {
    await loginByPhone(harness, "933000203");
    const first = await api().activity.newbieActivity();
    expect(first.ends_at).toBe(harness.clock.seconds() + 7 * 86_400);
    expect(first.tasks.map((task) => [task.kind, task.progress, task.status])).toEqual([
      ["sign_in", 1, "claimable"],
      ["finish_task", 0, "in_progress"],
      ["join_pool", 0, "in_progress"],
      ["stake_vote", 0, "in_progress"],
      ["subscribe_invest", 0, "in_progress"],
      ["buy_lucky_code", 0, "in_progress"],
    ]);
    expect(await failure(api().activity.claimNewbieReward({ task_id: 3 }))).toMatchObject({ code: 2003 });
    await expect(api().activity.claimNewbieReward({ task_id: 1, idempotency_key: "newbie-claim-1" })).resolves.toEqual({ task_id: 1, amount: "500.00", coin_name: "XB", balance: "500.00" });
    expect(await failure(api().activity.claimNewbieReward({ task_id: 1 }))).toMatchObject({ code: 2002 });

    // With the 500 XB: approve and stake on a project, which the activity counts.
    await api().wallet.xbvoteApprove({ vote_id: 2, amount: "100" });
    await api().stake.stake({ project_id: 2, amount: "100" });
    const after = await api().activity.newbieActivity();
    expect(after.tasks.find((task) => task.kind === "stake_vote")).toMatchObject({ progress: 1, status: "claimable" });
    expect(after.tasks.find((task) => task.kind === "sign_in")?.status).toBe("claimed");
    expect((await api().activity.rewardHistory({ page: 1, page_size: 20 })).list.map((record) => record.source)).toEqual(["newbie"]);

    // A week later the activity is over.
    harness.clock.advance(7 * DAY_MS);
    expect(await failure(api().activity.newbieActivity())).toMatchObject({ code: 3001, msg: ERROR_OUTOF_NEWBIE });
  });
});

describe("lucky codes", () => {
  it("lists the draws and sells codes, taking the price off the balance", async () => {
    const { list } = await api().camp.luckyDraws();
    expect(list.map((draw) => [draw.draw_id, draw.status])).toEqual([[1, "selling"], [2, "selling"], [3, "drawn"]]);
    expect(list[2]).toMatchObject({ my_codes: 3, winning_code: expect.stringMatching(/^L3-\d{5}$/) });
    const bought = await api().camp.buyLuckyCodes({ draw_id: 1, count: 3, idempotency_key: "codes-try-001" });
    expect(bought).toMatchObject({ draw_id: 1, paid: "30.00", price_coin: "WH", my_codes: 3 });
    expect(bought.codes).toHaveLength(3);
    expect(await balance("WH")).toBe("2970.00");
    const mine = await api().camp.myLuckyCodes({ draw_id: 1 });
    expect(mine).toMatchObject({ won: null, prize: null });
    expect(mine.codes.map((code) => code.code)).toEqual(bought.codes);
    expect(await failure(api().camp.buyLuckyCodes({ draw_id: 1, count: 48 }))).toMatchObject({ code: 2003, msg: "You can hold at most 50 codes of this draw" });
    expect(await failure(api().camp.buyLuckyCodes({ draw_id: 3, count: 1 }))).toMatchObject({ code: 2003 });
  });

  it("shows the player's codes of a drawn draw, which did not win", async () => {
    const mine = await api().camp.myLuckyCodes({ draw_id: 3 });
    expect(mine).toMatchObject({ won: false, prize: null });
    expect(mine.codes).toHaveLength(3);
  });

  it("draws by the clock and pays the winner at once", async () => {
    // The seeded player buys every code still open to them; one of the sold codes wins at the draw.
    await api().camp.buyLuckyCodes({ draw_id: 2, count: 20 });
    harness.clock.advance(3 * DAY_MS);
    const drawn = (await api().camp.luckyDraws()).list.find((draw) => draw.draw_id === 2);
    expect(drawn?.status).toBe("drawn");
    const mine = await api().camp.myLuckyCodes({ draw_id: 2 });
    const won = mine.codes.some((code) => code.code === drawn?.winning_code);
    expect(mine.won).toBe(won);
    expect(await balance("KTHER")).toBe(won ? "540.00" : "40.00");
    expect(mine.prize).toBe(won ? "500.00" : null);
    expect(harness.dev.state.earn.draws.find((draw) => draw.draw_id === 2)?.result?.winner).toBeTypeOf("number");
    expect(SEEDED_USER.user_id).toBe(10001);
  });
});
