// /activity/newbie (login-required): a new player's first-week tasks with their progress and reward,
// each reward claimed once; the time left of the week. Past the week the server answers
// ERROR_OUTOF_NEWBIE, which the API client does not report: the page says the week is over.
// A server component: the tasks the server read with the player's login (or that the week is over) are
// the page's HTML (ServerPlayerContent keeps them while this render is that player's); the list's claim
// (loaded after start; a claim renders the page again on the server) and the week's countdown (at zero,
// the same) are its only client code. A guest, another login or a failed read gets the browser's read.
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { RefreshingCountdown } from "@repo/app-shell/refreshing-countdown";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { NewbieFirst } from "./load-newbie";
import { NewbieClaimsPart, NewbieFromBrowser } from "./NewbieFromBrowser";
import { NewbieView } from "./NewbieView";
import { NewbieWeekOver } from "./NewbieWeekOver";

export interface NewbieScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<NewbieFirst> | null;
}

export function NewbieScreen({ locale, first }: NewbieScreenProps) {
  const { t } = useLingui();
  const fromBrowser = <NewbieFromBrowser locale={locale} />;
  const activity = first?.data.activity;
  let content = fromBrowser;
  if (first && (activity || first.data.weekOver)) {
    content = (
      <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
        {activity ? (
          <NewbieView
            locale={locale}
            activity={activity}
            claims={(list) => (
              <NewbieClaimsPart locale={locale} refreshPage>
                {list}
              </NewbieClaimsPart>
            )}
            countdown={(endsAt) => <RefreshingCountdown endsAt={endsAt} label={t`Newbie week ends in`} className="text-text" />}
          />
        ) : (
          <NewbieWeekOver locale={locale} />
        )}
      </ServerPlayerContent>
    );
  }
  return (
    <PageFrame locale={locale} back="/me" heading={<Trans>Newbie week</Trans>}>
      {content}
    </PageFrame>
  );
}
