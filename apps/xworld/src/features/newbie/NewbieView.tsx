// A new player's week: the time left, then the tasks with their progress and reward. `claims` wraps the
// list with the claim itself (NewbieClaims, or its part loaded after start), `countdown` draws the time
// left. No client code of its own: rendered on the server (the page's read for the player) and in the
// browser (NewbieRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { activityEndpoints } from "@repo/api-client/endpoints/activity";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";
import { NewbieTaskRow } from "./NewbieTaskRow";

export type NewbieActivity = ResponseOf<typeof activityEndpoints.newbieActivity>;

interface NewbieViewProps {
  locale: Locale;
  activity: NewbieActivity;
  claims: (list: ReactNode) => ReactNode;
  countdown: (endsAt: number) => ReactNode;
}

export function NewbieView({ locale, activity, claims, countdown }: NewbieViewProps) {
  const { t } = useLingui();
  return (
    <>
      <p className="flex items-center justify-between gap-8 rounded-16 bg-surface-raised px-16 py-12 text-14 text-text-muted shadow-card">
        <Trans>Your newbie week ends in</Trans>
        {countdown(activity.ends_at)}
      </p>
      {claims(
        <Card flush>
          <ul className="divide-y divide-border" aria-label={t`Newbie tasks`}>
            {activity.tasks.map((task) => (
              <NewbieTaskRow key={task.task_id} locale={locale} task={task} />
            ))}
          </ul>
        </Card>,
      )}
    </>
  );
}
