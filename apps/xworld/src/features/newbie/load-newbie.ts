import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import { isOutOfNewbie } from "@repo/api-client/errors";

/** The newbie page's read as the server made it for the player of the request. */
export interface NewbieFirst {
  /** The week's tasks and its end; null when the read failed or the week is over. */
  activity: ResponseOf<typeof activityEndpoints.newbieActivity> | null;
  /** The server answered ERROR_OUTOF_NEWBIE: the player's newbie week is over. */
  weekOver: boolean;
}

/** The signed-in newbie page's first data: the player's newbie tasks. */
export async function loadNewbie(api: ApiClient): Promise<NewbieFirst> {
  try {
    return { activity: await api.call(activityEndpoints.newbieActivity, {}), weekOver: false };
  } catch (error) {
    return { activity: null, weekOver: isOutOfNewbie(error) };
  }
}
