// Activity service: the player's rewards (claim each once, the full history) and the newbie
// activity of an account's first week (ERROR_OUTOF_NEWBIE after it).
import { activityEndpoints as activity } from "@repo/api-client/endpoints/activity";
import { ERROR_OUTOF_NEWBIE } from "@repo/api-client/errors";
import { DEV_CODES, fail } from "../envelope";
import { serveOnce } from "../idempotent";
import { type HandlerContext, type Route, serve } from "../serve";
import type { DevState } from "../state";
import { formatMicro } from "../state/money";
import { NEWBIE_ACTIVITY_TASKS, NEWBIE_WEEK_SECONDS, isNewPlayer } from "../state/newbie";
import type { DevUser } from "../state/users";
import { walletBalanceText } from "./earn-common";
import { paginate } from "./paging";

type NewbieTaskDef = (typeof NEWBIE_ACTIVITY_TASKS)[number];

function requireNewPlayer(context: HandlerContext): DevUser {
  const user = context.me();
  if (!isNewPlayer(user, context.nowSeconds())) fail(DEV_CODES.OUT_OF_NEWBIE, ERROR_OUTOF_NEWBIE);
  return user;
}

/** How far the player is with a newbie task, counted from what they did. */
function progressOf(state: DevState, userId: number, task: NewbieTaskDef): number {
  const { counters } = state.earn.activity.of(userId);
  switch (task.kind) {
    case "sign_in":
      return 1;
    case "finish_task":
      return state.tasks.filter((item) => ["completed", "reward_claimed"].includes(state.taskProgress.standing(userId, item.taskId).status)).length;
    case "join_pool":
      return counters.pool_joins;
    case "stake_vote":
      return counters.stakes;
    case "subscribe_invest":
      return counters.subscriptions;
    case "buy_lucky_code":
      return counters.code_buys;
  }
}

function newbieTask(state: DevState, userId: number, task: NewbieTaskDef) {
  const progress = Math.min(progressOf(state, userId, task), task.target);
  const claimed = state.earn.activity.of(userId).claimed.has(task.task_id);
  return {
    task_id: task.task_id,
    kind: task.kind,
    title: task.title,
    progress,
    target: task.target,
    reward: { amount: formatMicro(task.reward_micro), coin_name: task.coin_name },
    status: claimed ? ("claimed" as const) : progress >= task.target ? ("claimable" as const) : ("in_progress" as const),
  };
}

export const activityRoutes: Route[] = [
  serve(activity.claimableRewards, (_input, { state, me }) => ({
    list: state.earn.rewards.waiting(me().user_id).map(({ reward_id, source, title, amount_micro, coin_name, expires_at }) => ({
      reward_id,
      source,
      title,
      amount: formatMicro(amount_micro),
      coin_name,
      expires_at,
    })),
  })),

  serveOnce(activity.claimReward, ({ reward_id }, { state, me }) => {
    const userId = me().user_id;
    const reward = state.earn.rewards.claim(userId, reward_id);
    state.wallet.change(userId, reward.coin_name, reward.amount_micro, "reward", reward.title);
    return { reward_id, amount: formatMicro(reward.amount_micro), coin_name: reward.coin_name, balance: walletBalanceText(state, userId, reward.coin_name) };
  }),

  serve(activity.rewardHistory, ({ page, page_size }, { state, me }) => {
    const items = state.earn.rewards.historyOf(me().user_id).map(({ record_id, source, title, amount_micro, coin_name, time }) => ({
      record_id,
      source,
      title,
      amount: formatMicro(amount_micro),
      coin_name,
      time,
    }));
    return paginate(items, page, page_size);
  }),

  serve(activity.newbieActivity, (_input, context) => {
    const user = requireNewPlayer(context);
    return {
      ends_at: user.created_at + NEWBIE_WEEK_SECONDS,
      tasks: NEWBIE_ACTIVITY_TASKS.map((task) => newbieTask(context.state, user.user_id, task)),
    };
  }),

  serveOnce(activity.claimNewbieReward, ({ task_id }, context) => {
    const user = requireNewPlayer(context);
    const { state } = context;
    const task = NEWBIE_ACTIVITY_TASKS.find((candidate) => candidate.task_id === task_id) ?? fail(DEV_CODES.NOT_FOUND, "This newbie task does not exist");
    const standing = newbieTask(state, user.user_id, task);
    if (standing.status === "claimed") fail(DEV_CODES.ALREADY_DONE, "You have already claimed this reward");
    if (standing.status === "in_progress") fail(DEV_CODES.NOT_AVAILABLE, "Finish the task first to claim its reward");
    state.earn.activity.of(user.user_id).claimed.add(task_id);
    state.wallet.change(user.user_id, task.coin_name, task.reward_micro, "newbie_reward", task.title);
    state.earn.rewards.record({ user_id: user.user_id, source: "newbie", title: task.title, amount_micro: task.reward_micro, coin_name: task.coin_name });
    return { task_id, amount: formatMicro(task.reward_micro), coin_name: task.coin_name, balance: walletBalanceText(state, user.user_id, task.coin_name) };
  }),
];
