// Whether the newbie card shows, and its tasks. Old accounts are asked only newbie_task_visible (which
// answers false); newbie_task_status is read only for a visible card. A status answered with
// ERROR_OUTOF_NEWBIE (the newbie period ended meanwhile) hides the card quietly: the API client does not
// report that code (spec section 8) and no error is shown.
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { isOutOfNewbie } from "@repo/api-client/errors";
import { useApiQuery } from "@repo/api-client/react";
import type { NewbieTask } from "@repo/api-client/schemas/lucky-bear";

export type NewbieCardState =
  | { kind: "hidden" }
  | { kind: "loading" }
  | { kind: "error"; retry: () => void; retrying: boolean }
  | { kind: "tasks"; tasks: NewbieTask[]; expiresAt: number };

export function useNewbieTasks(loggedIn: boolean): NewbieCardState {
  const visible = useApiQuery(luckyBearLobbyEndpoints.newbieTaskVisible, {}, { enabled: loggedIn });
  const shown = loggedIn && visible.data?.visible === true;
  // A business answer such as ERROR_OUTOF_NEWBIE is never retried (the query client's rule).
  const status = useApiQuery(luckyBearLobbyEndpoints.newbieTaskStatus, {}, { enabled: shown });
  // Nothing is said while it is unknown whether the player is a newbie (most players are not).
  if (!loggedIn || visible.isError || visible.data?.visible !== true) return { kind: "hidden" };
  if (status.isError) {
    if (isOutOfNewbie(status.error)) return { kind: "hidden" };
    return { kind: "error", retry: () => void status.refetch(), retrying: status.isFetching };
  }
  if (!status.data) return { kind: "loading" };
  return { kind: "tasks", tasks: status.data.tasks, expiresAt: status.data.expires_at };
}
