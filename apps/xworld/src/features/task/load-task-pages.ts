import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { type ProductDetail, TASK_CODES, type TaskDetail, taskEndpoints } from "@repo/api-client/endpoints/task";
import { isBusinessError } from "@repo/api-client/errors";

/** A task or game page's read as the server made it for the reader of the request. */
export interface TaskPageFirst<T> {
  /** Null when the read failed or the task or game does not exist. */
  detail: T | null;
  /** The server said it does not exist (or has ended). */
  missing: boolean;
}

export type TaskDetailFirst = TaskPageFirst<TaskDetail>;
export type ProductFirst = TaskPageFirst<ProductDetail>;

async function readPage<T>(read: Promise<T>): Promise<TaskPageFirst<T>> {
  try {
    return { detail: await read, missing: false };
  } catch (error) {
    return { detail: null, missing: isBusinessError(error, TASK_CODES.NOT_FOUND) };
  }
}

export const loadTaskDetail = (api: ApiClient, taskId: number): Promise<TaskDetailFirst> => readPage(api.call(taskEndpoints.getTaskDetail, { taskId }));

export const loadProduct = (api: ApiClient, productId: number): Promise<ProductFirst> => readPage(api.call(taskEndpoints.getProductDetail, { productId }));
