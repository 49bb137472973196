import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { activityEndpoints } from "@repo/api-client/endpoints/activity";

/** The newbie page's read as the server made it for the player of the request (null when it failed). */
export interface NewbieFirst {
  /** The week's tasks and its end; null also past the week (ERROR_OUTOF_NEWBIE): the browser asks and says so. */
  activity: ResponseOf<typeof activityEndpoints.newbieActivity> | null;
}

/** The signed-in newbie page's first data: the player's newbie tasks. */
export async function loadNewbie(api: ApiClient): Promise<NewbieFirst> {
  const activity = await api.call(activityEndpoints.newbieActivity, {}).catch(() => null);
  return { activity };
}
