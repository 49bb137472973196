import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { taskEndpoints } from "@repo/api-client/endpoints/task";
import { userStartEndpoints } from "@repo/api-client/endpoints/user-start";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { HOME_TASK_PAGE_SIZE } from "./task-paging";

export interface HomeData {
  config: ResponseOf<typeof userStartEndpoints.appGlobalConfig>;
  tasks: ResponseOf<typeof taskEndpoints.getTaskList>;
}

/** The public part of the home page, fetched on the server so it is in the first HTML. */
export async function loadHome(api: ApiClient): Promise<HomeData> {
  const [config, tasks] = await Promise.all([
    api.call(userStartEndpoints.appGlobalConfig, {}),
    api.call(taskEndpoints.getTaskList, { page: 1, page_size: HOME_TASK_PAGE_SIZE }),
  ]);
  return { config, tasks };
}
