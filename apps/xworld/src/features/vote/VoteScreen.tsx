// /voteV2 (re-reads user info on open; login-required): the projects to vote for, ranked by what is
// staked on them, with each one's part of all stakes, its reward rate and the reader's own stake. A
// server component: the server reads the ranking as the player the login cookies name (their stakes),
// or as a guest without them, and renders it with no client code. ServerPlayerContent keeps it while
// the session is that reader (a guest's read until a login is known); otherwise the browser reads
// (VoteFromBrowser).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { ViewerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import type { VoteFirst } from "./load-vote";
import { VoteFromBrowser } from "./VoteFromBrowser";
import { VoteProjectsView } from "./VoteProjectsView";

/** `first`: what the server read when the page opened, and for whom (nothing when it could not). */
export function VoteScreen({ locale, first }: { locale: Locale; first?: ViewerFirst<VoteFirst> | null }) {
  const fromBrowser = <VoteFromBrowser locale={locale} />;
  const projects = first?.data.projects;
  return (
    <PageFrame
      locale={locale}
      heading={<Trans>Vote and stake</Trans>}
      action={
        <Link href={withLocale("/voteV2/mine", locale)} className="text-14 font-semibold text-link">
          <Trans>My votes</Trans>
        </Link>
      }
    >
      {first && projects ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <VoteProjectsView locale={locale} projects={projects} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
