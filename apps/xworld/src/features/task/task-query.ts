// The query of the task and product pages (spec section 2: taskId, productType, gameName, from;
// productId, gameName, from), read defensively: ids are positive integers or nothing.
import { PRODUCT_TYPES } from "@repo/api-client/endpoints/task";

export type SearchParams = Record<string, string | string[] | undefined>;

export function firstParam(search: SearchParams, name: string): string | null {
  const value = search[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === "" ? null : first;
}

/** A positive integer id, or null for anything else ("12abc", "-1", "0", missing). */
export function readId(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export interface TaskPageQuery {
  taskId: number | null;
  from: string | null;
  /** Opened as /task/detailsV2 or with productType 3. */
  web3: boolean;
}

export function readTaskQuery(search: SearchParams, options: { web3Route: boolean }): TaskPageQuery {
  return {
    taskId: readId(firstParam(search, "taskId")),
    from: firstParam(search, "from"),
    web3: options.web3Route || firstParam(search, "productType") === String(PRODUCT_TYPES.web3Task),
  };
}

export interface ProductPageQuery {
  productId: number | null;
  from: string | null;
}

export function readProductQuery(search: SearchParams): ProductPageQuery {
  return { productId: readId(firstParam(search, "productId")), from: firstParam(search, "from") };
}

/** The `from` of a task opened from a product page. */
export const productFrom = (productId: number) => `product_${productId}`;
/** The `from` of a product page opened from a task page. */
export const taskFrom = (taskId: number) => `task_${taskId}`;

/**
 * Where "back" leads, as a path without the locale. Spec: not shown — what `from` holds. Choice: the
 * name of the list or page the player came from: `product_<id>` a product page, `task_<id>` a task
 * page, `profile_<id>` a player's public profile; `home` and anything unknown lead home (a name, never a URL, so a link cannot send the player
 * off the site).
 */
export function backTarget(from: string | null): string {
  const [, kind, id] = /^(product|task|profile)_(\d{1,12})$/.exec(from ?? "") ?? [];
  const parsed = readId(id ?? null);
  if (parsed === null) return "/";
  const query = (name: string) => new URLSearchParams({ [name]: String(parsed) }).toString();
  if (kind === "profile") return `/profile/${parsed}`;
  return kind === "product" ? `/task/product_v2?${query("productId")}` : `/task/details?${query("taskId")}`;
}

/** The `from` of a game opened from a player's public profile (`profile_<user id>`). */
export const profileFrom = (userId: number) => `profile_${userId}`;

/** The page's own path and query (without the locale), e.g. as the backUrl of a sign-in. */
export function selfPath(pathname: string, search: SearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, item);
  }
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}
