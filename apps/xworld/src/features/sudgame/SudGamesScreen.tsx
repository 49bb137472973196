// /sudgame: the Sud party games, each a link to its page. A server component: the catalogue the server
// read for the page is its HTML and ships no code; only when the server had none does the browser ask
// (SudGamesFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { SudGamesFirst } from "./load-sud-games";
import { SudGameList } from "./SudGameList";
import { SudGamesFromBrowser } from "./SudGamesFromBrowser";

/** `first`: what the server fetched for the page (nothing when it could not). */
export function SudGamesScreen({ locale, first }: { locale: Locale; first?: SudGamesFirst }) {
  return (
    <PageFrame locale={locale} heading={<Trans>Party games</Trans>}>
      <Card flush>{first?.games ? <SudGameList games={first.games} locale={locale} /> : <SudGamesFromBrowser locale={locale} />}</Card>
    </PageFrame>
  );
}
