// /offer (login-required): the follow tasks, one per network, with how many of its accounts the player
// follows and what is left to earn; each opens /offer/followTask for that network. A server component:
// the tasks the server read with the player's login are the page's HTML and ship no code
// (ServerPlayerContent keeps them while this render is that player's); a guest, another login or a
// failed read gets the browser's own reads (OffersFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { FollowMedia } from "./follow-media";
import type { OffersFirst } from "./load-offers";
import { OffersFromBrowser } from "./OffersFromBrowser";
import { type FollowList, OffersView } from "./OffersView";

export interface OffersScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<OffersFirst> | null;
}

/** Every network's accounts as the server read them, or null when any read failed (the browser reads them all). */
function serverFollows(first: OffersFirst): Record<FollowMedia, FollowList> | null {
  const { x, telegram, youtube } = first.follows;
  return x && telegram && youtube ? { x, telegram, youtube } : null;
}

export function OffersScreen({ locale, first }: OffersScreenProps) {
  const fromBrowser = <OffersFromBrowser locale={locale} />;
  const follows = first ? serverFollows(first.data) : null;
  return (
    <PageFrame locale={locale} back="/me" heading={<Trans>Follow and earn</Trans>}>
      {first && follows ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <OffersView locale={locale} follows={follows} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
