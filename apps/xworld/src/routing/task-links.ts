// Where a task or product of a list opens (spec section 2, "Opening a task or product from a list").
// Products: /task/product_v2 (the newer page) with productId, gameName, from; tasks: /task/details, or
// /task/detailsV2 for web3 tasks, with taskId, productType, gameName, from. newGuide=1 is added for the
// first-run guide. Paths are without the locale prefix (the native app's webview adds it).
import type { TaskItem } from "@repo/api-client/endpoints/task";
import { PRODUCT_TYPES } from "@repo/api-client/endpoints/task-kinds";

export interface TaskLinkOptions {
  /** The list the player came from (analytics and the detail page's back target). */
  from: string;
  newGuide?: boolean;
}

export function taskLink(item: Pick<TaskItem, "productId" | "taskId" | "productType" | "title">, options: TaskLinkOptions): string {
  const guide: Record<string, string> = options.newGuide ? { newGuide: "1" } : {};
  // Spec: not shown — the game's name of a list item. Choice: its title, which names the game.
  const gameName = item.title;
  if (item.productType === PRODUCT_TYPES.product) {
    const query = new URLSearchParams({ productId: String(item.productId), gameName, from: options.from, ...guide });
    return `/task/product_v2?${query.toString()}`;
  }
  const path = item.productType === PRODUCT_TYPES.web3Task ? "/task/detailsV2" : "/task/details";
  const query = new URLSearchParams({
    taskId: String(item.taskId),
    productType: String(item.productType),
    gameName,
    from: options.from,
    ...guide,
  });
  return `${path}?${query.toString()}`;
}
