// Prize-pool service: pools with their prize, shares and countdown; joining with coins or tasks;
// the result once a pool has ended (by the clock) and each holder's part received once.
import { poolEndpoints as pool } from "@repo/api-client/endpoints/pool";
import { DEV_CODES, fail } from "../envelope";
import { serveOnce } from "../idempotent";
import { type Route, serve } from "../serve";
import type { DevState } from "../state";
import { maskName } from "./lucky-bear/common";
import { formatMicro } from "../state/money";
import { type PoolRecord, holdersOf, isEnded, prizeOf, totalShares } from "../state/pools";
import { countActivity, walletBalanceText, wholeCount } from "./earn-common";

function poolOf(state: DevState, poolId: number): PoolRecord {
  return state.earn.pools.find((candidate) => candidate.pool_id === poolId) ?? fail(DEV_CODES.NOT_FOUND, "This pool does not exist");
}

function summary(record: PoolRecord, userId: number | null, now: number) {
  return {
    pool_id: record.pool_id,
    title: record.title,
    icon: record.icon,
    status: isEnded(record, now) ? ("ended" as const) : ("running" as const),
    start_at: record.start_at,
    end_at: record.end_at,
    prize: formatMicro(record.prize_micro),
    prize_coin: record.prize_coin,
    share_price: formatMicro(record.share_price_micro),
    share_coin: record.share_coin,
    max_shares: record.max_shares,
    total_shares: totalShares(record),
    participants: holdersOf(record).length,
    my_shares: userId === null ? 0 : (record.shares.get(userId) ?? 0),
  };
}

function taskStatus(state: DevState, record: PoolRecord, userId: number | null, taskId: number) {
  if (userId !== null && record.task_joins.get(userId)?.has(taskId)) return "joined" as const;
  const status = userId === null ? "not_taken" : state.taskProgress.standing(userId, taskId).status;
  return status === "completed" || status === "reward_claimed" ? ("ready" as const) : ("not_done" as const);
}

function requireRunning(record: PoolRecord, now: number) {
  if (isEnded(record, now)) fail(DEV_CODES.NOT_AVAILABLE, "This pool has ended");
}

function addShares(state: DevState, record: PoolRecord, userId: number, shares: number) {
  const mine = record.shares.get(userId) ?? 0;
  if (mine + shares > record.max_shares) {
    fail(DEV_CODES.NOT_AVAILABLE, `You can hold at most ${record.max_shares} shares of this pool`);
  }
  if (mine === 0) countActivity(state, userId, "pool_joins");
  record.shares.set(userId, mine + shares);
}

export const poolRoutes: Route[] = [
  serve(pool.poolList, (_input, { state, user, nowSeconds }) => {
    const now = nowSeconds();
    const list = state.earn.pools.map((record) => summary(record, user?.user_id ?? null, now));
    const running = list.filter((item) => item.status === "running").sort((a, b) => a.end_at - b.end_at);
    const ended = list.filter((item) => item.status === "ended").sort((a, b) => b.end_at - a.end_at);
    return { list: [...running, ...ended] };
  }),

  serve(pool.poolDetail, ({ pool_id }, { state, user, nowSeconds }) => {
    const record = poolOf(state, pool_id);
    const now = nowSeconds();
    const userId = user?.user_id ?? null;
    const ended = isEnded(record, now);
    return {
      ...summary(record, userId, now),
      tasks: record.tasks.map(({ task_id, shares }) => ({
        task_id,
        shares,
        title: state.taskCatalog.task(task_id)?.item.title ?? `Task ${task_id}`,
        status: taskStatus(state, record, userId, task_id),
      })),
      result: ended
        ? {
            winners: holdersOf(record)
              .slice(0, 5)
              .map(([holder, shares], index) => ({
                rank: index + 1,
                username: maskName(state.users.get(holder)?.username ?? "player"),
                shares,
                prize: formatMicro(prizeOf(record, holder)),
              })),
            my_prize: formatMicro(userId === null ? 0 : prizeOf(record, userId)),
            received: userId !== null && record.received.has(userId),
          }
        : null,
    };
  }),

  serveOnce(pool.joinPool, ({ pool_id, shares }, { state, me, nowSeconds }) => {
    const userId = me().user_id;
    const record = poolOf(state, pool_id);
    requireRunning(record, nowSeconds());
    const count = wholeCount(shares, "shares");
    const cost = record.share_price_micro * count;
    const mine = record.shares.get(userId) ?? 0;
    if (mine + count > record.max_shares) fail(DEV_CODES.NOT_AVAILABLE, `You can hold at most ${record.max_shares} shares of this pool`);
    state.wallet.change(userId, record.share_coin, -cost, "pool_join", record.title);
    addShares(state, record, userId, count);
    return { pool_id, my_shares: record.shares.get(userId) ?? 0, total_shares: totalShares(record), paid: formatMicro(cost), paid_coin: record.share_coin };
  }),

  serve(pool.joinPoolByTask, ({ pool_id, task_id }, { state, me, nowSeconds }) => {
    const userId = me().user_id;
    const record = poolOf(state, pool_id);
    requireRunning(record, nowSeconds());
    const task = record.tasks.find((candidate) => candidate.task_id === task_id) ?? fail(DEV_CODES.NOT_FOUND, "This task does not belong to the pool");
    const status = taskStatus(state, record, userId, task_id);
    if (status === "joined") fail(DEV_CODES.ALREADY_DONE, "You have already taken this task's shares");
    if (status === "not_done") fail(DEV_CODES.NOT_AVAILABLE, "Finish the task first to earn its shares");
    addShares(state, record, userId, task.shares);
    const joined = record.task_joins.get(userId) ?? new Set<number>();
    joined.add(task_id);
    record.task_joins.set(userId, joined);
    return { pool_id, my_shares: record.shares.get(userId) ?? 0, total_shares: totalShares(record), paid: "0.00", paid_coin: record.share_coin };
  }),

  serveOnce(pool.receivePoolPrize, ({ pool_id }, { state, me, nowSeconds }) => {
    const userId = me().user_id;
    const record = poolOf(state, pool_id);
    if (!isEnded(record, nowSeconds())) fail(DEV_CODES.NOT_AVAILABLE, "The pool has not ended yet");
    if (record.received.has(userId)) fail(DEV_CODES.ALREADY_DONE, "You have already received this prize");
    const prize = prizeOf(record, userId);
    if (prize <= 0) fail(DEV_CODES.NOT_AVAILABLE, "You have no prize in this pool");
    record.received.add(userId);
    state.wallet.change(userId, record.prize_coin, prize, "pool_prize", record.title);
    state.earn.rewards.record({ user_id: userId, source: "pool", title: record.title, amount_micro: prize, coin_name: record.prize_coin });
    return { pool_id, amount: formatMicro(prize), coin_name: record.prize_coin, balance: walletBalanceText(state, userId, record.prize_coin) };
  }),
];
