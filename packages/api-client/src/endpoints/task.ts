// Task service: the xworld home's task and offer list.
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { pageInput, pageOf } from "../schemas/common";

// Spec: not shown — what productType means. Choice: 1 a product (game/app, opened at /task/product_v2),
// 2 a task (opened at /task/details), 3 a web3 task (opened at /task/detailsV2).
export const PRODUCT_TYPES = { product: 1, task: 2, web3Task: 3 } as const;

export const taskItem = z.object({
  productId: z.number(),
  taskId: z.number(),
  title: z.string(),
  xbOfferId: z.string(),
  productType: z.number(),
  /** Reward amount, in `reward_coin`. */
  reward: z.number(),
  reward_coin: z.string(),
  icon: z.string(),
  short_desc: z.string(),
});

export const taskEndpoints = {
  // Spec: not shown — the task list call. Choice: GET /task/get_task_list, paged by 20.
  getTaskList: defineEndpoint({
    service: "task",
    method: "GET",
    path: "/task/get_task_list",
    auth: false,
    request: pageInput,
    response: pageOf(taskItem),
  }),
};

export type TaskItem = z.infer<typeof taskItem>;
