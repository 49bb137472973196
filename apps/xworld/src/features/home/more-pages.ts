import type { ResponseOf } from "@repo/api-client/endpoint";
import type { taskEndpoints } from "@repo/api-client/endpoints/task";

export type TaskPage = ResponseOf<typeof taskEndpoints.getTaskList>;

/** The paging's state as MoreTasks reports it to the list (TaskPaging). */
export interface MorePages {
  /** The tasks of the pages after the first, each once and not one of the first page's. */
  later: TaskPage["list"];
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** The last page asked for could not load. */
  failed: boolean;
  fetchMore: () => void;
}
