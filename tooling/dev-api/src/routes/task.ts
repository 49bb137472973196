// Task service: the xworld home's task and offer list, a task's detail (take it, claim its reward)
// and a product's page with the game's tasks.
import { taskEndpoints as task } from "@repo/api-client/endpoints/task";
import { DEV_CODES, fail } from "../envelope";
import { taskGamePath } from "../play/routes";
import { taskGameToken } from "../play/tokens";
import { type Route, serve } from "../serve";
import type { DevState } from "../state";
import { formatMicro, toMicro } from "../state/money";
import type { TaskInfo } from "../state/task-catalog";
import { paginate } from "./paging";

function taskOf(state: DevState, taskId: number): TaskInfo {
  return state.taskCatalog.task(taskId) ?? fail(DEV_CODES.NOT_FOUND, "This task does not exist or has ended");
}

export const taskRoutes: Route[] = [
  serve(task.getTaskList, (input, context) => paginate(context.state.tasks, input.page, input.page_size)),

  serve(task.getTaskDetail, ({ taskId }, { state, user }) => {
    const info = taskOf(state, taskId);
    return {
      task: info.item,
      game_name: info.game.name,
      description: info.description,
      time_limit: info.time_limit,
      ...state.taskProgress.standing(user?.user_id ?? null, taskId),
    };
  }),

  serve(task.takeTask, ({ taskId }, { state, me }) => {
    const info = taskOf(state, taskId);
    return { taskId, ...state.taskProgress.take(me().user_id, taskId, info.time_limit) };
  }),

  serve(task.claimTaskReward, ({ taskId }, { state, me }) => {
    const { item } = taskOf(state, taskId);
    const userId = me().user_id;
    const standing = state.taskProgress.claim(userId, taskId);
    state.wallet.change(userId, item.reward_coin, toMicro(item.reward), "task_reward", item.title);
    const balance = state.wallet.balance(userId, item.reward_coin) + state.onchain.balance(userId, item.reward_coin);
    return { taskId, status: standing.status, reward: item.reward, reward_coin: item.reward_coin, balance: formatMicro(balance) };
  }),

  serve(task.getProductDetail, ({ productId }, { state, user, origin }) => {
    const game = state.taskCatalog.gameOf(productId) ?? fail(DEV_CODES.NOT_FOUND, "This game does not exist");
    // Spec: not shown — where a game is played. Choice: in dev, the dev API's stand-in page
    // (play/routes.ts); a signed-in player's link carries a token, so playing there counts for them.
    const player = user ? `?${new URLSearchParams({ player: taskGameToken(state.seed, user.user_id, productId) }).toString()}` : "";
    return {
      product: { productId, name: game.name, icon: game.icon, description: game.description, play_url: `${origin}${taskGamePath(productId)}${player}` },
      tasks: state.taskCatalog.tasksOf(game).map(({ item }) => ({
        ...item,
        status: state.taskProgress.standing(user?.user_id ?? null, item.taskId).status,
      })),
    };
  }),
];
