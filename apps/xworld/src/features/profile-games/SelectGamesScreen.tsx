// /profile/select (login-required): which of the player's games their profile shows (at most
// `max_shown`), saved with set_showcase; a way to add more games. A server component: the player's games
// the server read with their login, the shown ones marked, are drawn in the form's place, not yet usable,
// or the way to add a first game (ServerPlayerContent keeps it while this render is that player's); the
// form is a part loaded after start, given the server's read, and a save renders the page again on the
// server. A guest, another login or a failed read gets the browser's own read (SelectGamesFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import type { MyGamesFirst } from "./load-my-games";
import { NoGamesYet } from "./NoGamesYet";
import { SelectGamesFromBrowser, ShowcaseFormPart } from "./SelectGamesParts";
import { ShowcaseFormPreview } from "./ShowcaseFormPreview";

export interface SelectGamesScreenProps {
  locale: Locale;
  /** The player's games as the server read them with their login cookies (none for a guest). */
  first?: PlayerFirst<MyGamesFirst> | null;
}

export function SelectGamesScreen({ locale, first }: SelectGamesScreenProps) {
  const fromBrowser = <SelectGamesFromBrowser locale={locale} placeholder={<FormSkeleton />} />;
  const games = first?.data.games;
  return (
    <PageFrame locale={locale} back="/profile" heading={<Trans>Games on your profile</Trans>}>
      {first && games ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          {games.list.length === 0 ? (
            <NoGamesYet locale={locale} />
          ) : (
            <ShowcaseFormPart
              locale={locale}
              list={games.list}
              max={games.max_shown}
              renderAgainAfter
              placeholder={<ShowcaseFormPreview locale={locale} list={games.list} max={games.max_shown} />}
            />
          )}
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
