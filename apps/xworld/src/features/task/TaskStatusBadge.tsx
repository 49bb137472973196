import { Trans } from "@lingui/react/macro";
import type { TaskStatus } from "@repo/api-client/endpoints/task";
import type { ReactNode } from "react";

type BadgeKey = TaskStatus | "expired";

/** The player's standing on a task in one word or two. */
export function TaskStatusBadge({ status, expired = false }: { status: TaskStatus; expired?: boolean }) {
  const key: BadgeKey = status === "in_progress" && expired ? "expired" : status;
  const labels: Record<BadgeKey, ReactNode> = {
    not_taken: <Trans>Not started</Trans>,
    in_progress: <Trans>In progress</Trans>,
    expired: <Trans>Time is up</Trans>,
    completed: <Trans>Completed</Trans>,
    reward_claimed: <Trans>Reward claimed</Trans>,
  };
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-8 py-2 text-12 font-semibold ${
        {
          not_taken: "bg-surface-sunken text-text-muted",
          in_progress: "bg-primary text-primary-contrast",
          expired: "bg-warning text-warning-contrast",
          completed: "bg-success text-success-contrast",
          reward_claimed: "bg-surface-sunken text-text",
        }[key]
      }`}
    >
      {labels[key]}
    </span>
  );
}
