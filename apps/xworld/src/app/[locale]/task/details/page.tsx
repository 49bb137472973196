import { TaskDetailRoute, type TaskRouteProps, taskMetadata } from "@/features/task/task-pages";

export const generateMetadata = (props: TaskRouteProps) => taskMetadata(props, "task");

/** A task opened from a list (spec: taskId, productType, gameName, from). */
export default function TaskDetailsPage(props: TaskRouteProps) {
  return <TaskDetailRoute {...props} path="/task/details" web3Route={false} />;
}
