// Who or what is reported, as the player will recognise it: the picture and name (`facts`), placeholders
// while they load, the target's id when their read failed. No client code of its own: rendered on the
// server (the page's read) and in the browser (ReportRead).
import { Trans } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";
import type { ReportQuery } from "./report-query";

export interface TargetFacts {
  name: string;
  picture: string | null | undefined;
}

export function ReportTargetCard({ target, facts, failed }: { target: ReportQuery; facts: TargetFacts | undefined; failed: boolean }) {
  const targetId = target.id;
  const picture = facts?.picture;
  return (
    <Card>
      <div className="flex items-center gap-12">
        {picture ? <img src={picture} alt="" width={48} height={48} className="size-48 shrink-0 rounded-12 bg-surface-sunken object-cover" /> : <Skeleton width={48} height={48} />}
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-12 text-text-muted">{target.type === "user" ? <Trans>Player</Trans> : <Trans>Post</Trans>}</span>
          <span className="break-words text-15 font-semibold text-text" data-testid="report-target">
            {facts?.name ?? (failed ? <Trans>#{targetId}</Trans> : <Skeleton width="60%" />)}
          </span>
        </div>
      </div>
    </Card>
  );
}
