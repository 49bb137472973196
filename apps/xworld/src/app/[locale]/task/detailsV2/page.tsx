import { TaskDetailRoute, type TaskRouteProps, taskMetadata } from "@/features/task/task-pages";

export const generateMetadata = (props: TaskRouteProps) => taskMetadata(props, "web3");

/** A web3 task opened from a list: the task page, marked web3. */
export default function TaskDetailsV2Page(props: TaskRouteProps) {
  return <TaskDetailRoute {...props} path="/task/detailsV2" web3Route />;
}
