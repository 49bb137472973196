// Task service: the xworld home's task and offer list, a task's detail page (take it, claim its
// reward) and a product's (game's) page with its tasks.
import { z } from "zod/mini";
import { httpUrl } from "../url";
import { defineEndpoint } from "../endpoint";
import { pageInput, pageOf, unixTime } from "../schemas/common";

export { PRODUCT_TYPES } from "./task-kinds";

/**
 * Spec: not shown — the task service's error codes. Choice: the dev API's (and, we assume, the
 * backend's) codes for an unknown task or product, a second take or claim, and a claim too early.
 */
export const TASK_CODES = { NOT_FOUND: 1002, ALREADY_DONE: 2002, NOT_AVAILABLE: 2003 } as const;

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
  /**
   * Spec: not shown — offers that only the native app can run (CPL offers it opens with jumpCplOffer).
   * Choice: `app_only`, absent meaning false; elsewhere the page offers the app instead of a start.
   */
  app_only: z.optional(z.boolean()),
});

// Rich-text blocks (spec section 3: types text, image, gif, video, other; formats ol, ul, h2,
// blockquote). Spec: not shown — the field names. Choice: exactly @repo/ui's `RichTextBlock`
// (`@repo/ui/rich-text/types`), so a description goes to <RichText> unchanged. This package cannot
// import the kit (it knows no React); apps check the two agree at compile time.
const richTextSpan = z.object({
  text: z.string(),
  bold: z.optional(z.boolean()),
  italic: z.optional(z.boolean()),
  href: z.optional(z.string()),
});
const richTextInline = z.union([z.string(), z.array(richTextSpan)]);
const mediaSize = { width: z.optional(z.number()), height: z.optional(z.number()) };

export const richTextBlock = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("text"),
    text: richTextInline,
    format: z.optional(z.enum(["h2", "blockquote", "ol", "ul"])),
    items: z.optional(z.array(richTextInline)),
  }),
  z.object({ type: z.literal(["image", "gif"]), url: z.string(), alt: z.optional(z.string()), ...mediaSize }),
  z.object({ type: z.literal("video"), url: z.string(), poster: z.optional(z.string()), ...mediaSize }),
  z.object({ type: z.literal("other"), text: z.optional(z.string()) }),
]);

/**
 * The player's standing on a task. Spec: not shown — the states. Choice: not taken, in progress
 * (taken, the clock runs until the deadline), completed (done in time, reward waiting), reward
 * claimed. A signed-out reader always sees `not_taken`.
 */
export const TASK_STATUSES = ["not_taken", "in_progress", "completed", "reward_claimed"] as const;
export const taskStatus = z.enum(TASK_STATUSES);

/**
 * Spec section 3's expiry object (takeTime, expired) of a taken task. Spec: not shown — the
 * deadline. Choice: `deadline` in unix seconds (takeTime + the task's time limit); `expired` is true
 * once it passed while the task was still in progress.
 */
export const taskExpiry = z.object({ takeTime: unixTime, expired: z.boolean(), deadline: unixTime });

/** The player's progress on one task: the answer of taking it. */
export const taskProgress = z.object({
  taskId: z.number(),
  status: taskStatus,
  /** Null until the task is taken. */
  expiry: z.nullable(taskExpiry),
});

export const taskDetail = z.object({
  task: taskItem,
  /** The game the task is played in (its product page is `task.productId`). */
  game_name: z.string(),
  description: z.array(richTextBlock),
  /** Seconds a player has, once they take the task, to complete it. */
  time_limit: z.number(),
  status: taskStatus,
  expiry: z.nullable(taskExpiry),
});

export const claimResult = z.object({
  taskId: z.number(),
  status: taskStatus,
  reward: z.number(),
  reward_coin: z.string(),
  /** The player's new balance of `reward_coin` (a decimal string, as the wallet reports it). */
  balance: z.string(),
});

export const productInfo = z.object({
  productId: z.number(),
  name: z.string(),
  icon: z.string(),
  description: z.array(richTextBlock),
  /** Where the game is played: an absolute http(s) URL opened outside the app. */
  play_url: httpUrl,
});

export const productTask = z.extend(taskItem, { status: taskStatus });

export const productDetail = z.object({
  product: productInfo,
  /** The game's tasks, with the player's status on each (`not_taken` when signed out). */
  tasks: z.array(productTask),
});

const byTaskId = z.object({ taskId: z.number() });

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
  // Spec: not shown — the task detail calls. Choice: the four below. Reading is open to signed-out
  // visitors (the route rules let plain-web guests browse tasks); taking and claiming need a login.
  /** A task (productType 2 or 3) by id; an unknown id (or a product's) is code 1002. */
  getTaskDetail: defineEndpoint({
    service: "task",
    method: "GET",
    path: "/task/get_task_detail",
    auth: false,
    request: byTaskId,
    response: taskDetail,
  }),
  /** Starts the clock; taking an expired task again restarts it. A running or finished task: 2002. */
  takeTask: defineEndpoint({
    service: "task",
    method: "POST",
    path: "/task/take_task",
    request: byTaskId,
    response: taskProgress,
  }),
  /** Credits the reward to the wallet, once: not completed yet is 2003, a second claim 2002. */
  claimTaskReward: defineEndpoint({
    service: "task",
    method: "POST",
    path: "/task/claim_task_reward",
    request: byTaskId,
    response: claimResult,
  }),
  /** The game behind any item's productId, and the game's tasks; an unknown id is code 1002. */
  getProductDetail: defineEndpoint({
    service: "task",
    method: "GET",
    path: "/task/get_product_detail",
    auth: false,
    request: z.object({ productId: z.number() }),
    response: productDetail,
  }),
};

export type TaskItem = z.infer<typeof taskItem>;
export type TaskStatus = z.infer<typeof taskStatus>;
export type TaskExpiry = z.infer<typeof taskExpiry>;
export type TaskProgress = z.infer<typeof taskProgress>;
export type TaskDetail = z.infer<typeof taskDetail>;
export type TaskRichTextBlock = z.infer<typeof richTextBlock>;
export type ClaimResult = z.infer<typeof claimResult>;
export type ProductInfo = z.infer<typeof productInfo>;
export type ProductTask = z.infer<typeof productTask>;
export type ProductDetail = z.infer<typeof productDetail>;
