// /user/report?type=user|post&id= (login-required, no feedback ball): report a player or a post with a
// reason (and words, needed for "something else"); once. A second report of the same thing is refused
// by the server and the page says it is already with the team. A server component: the server reads who
// or what is reported with the player's login cookies and renders it there (ServerPlayerContent keeps it
// while this render is that player's); the form is a part loaded after start (ReportFormPart). A guest or
// another login gets the browser's read (ReportFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import type { ReportFirst } from "./load-report";
import type { ReportQuery } from "./report-query";
import { ReportFormPart, ReportFromBrowser } from "./ReportFromBrowser";
import { ReportFormSkeleton } from "./ReportFormSkeleton";
import { ReportTargetCard } from "./ReportTargetCard";

export interface ReportScreenProps {
  locale: Locale;
  target: ReportQuery | null;
  /** The target as the server read it with the player's login cookies (none for a guest). */
  first?: PlayerFirst<ReportFirst> | null;
}

export function ReportScreen({ locale, target, first }: ReportScreenProps) {
  const back = target?.type === "user" ? `/profile/${target.id}` : target ? `/posts/${target.id}` : "/";
  let content;
  if (!target) {
    content = <EmptyState title={<Trans>Nothing to report here</Trans>} description={<Trans>Open a report from a player's profile or a post.</Trans>} />;
  } else {
    const fromBrowser = <ReportFromBrowser locale={locale} target={target} back={back} waiting={<FormSkeleton />} />;
    content = first ? (
      <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
        <ReportFormPart
          locale={locale}
          target={target}
          back={back}
          targetCard={<ReportTargetCard target={target} facts={first.data.target ?? undefined} failed={first.data.target === null} />}
          waiting={<ReportFormSkeleton />}
        />
      </ServerPlayerContent>
    ) : (
      fromBrowser
    );
  }
  return (
    <PageFrame locale={locale} back={back} heading={<Trans>Report</Trans>}>
      {content}
    </PageFrame>
  );
}
