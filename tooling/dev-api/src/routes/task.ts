// Task service: the xworld home's task and offer list.
import { taskEndpoints as task } from "@repo/api-client/endpoints/task";
import { type Route, serve } from "../serve";
import { paginate } from "./paging";

export const taskRoutes: Route[] = [
  serve(task.getTaskList, (input, context) => paginate(context.state.tasks, input.page, input.page_size)),
];
