// /luckybear/champions: the championships (champ/list), running first, then upcoming, then ended. A
// server component: the list the server read is the page's HTML, its countdowns the only client code
// (at zero the page renders again on the server); only when the server had no list does the browser
// ask (ChampionsFromBrowser).
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import type { ChampionsFirst } from "./champ-time";
import { ChampionsFromBrowser } from "./ChampionsFromBrowser";
import { ChampionsList } from "./ChampionsList";
import { ChampStatusRefreshing } from "./ChampStatusRefreshing";

/** `first`: the list as the server fetched it (nothing when it could not). */
export function ChampionsScreen({ locale, first }: { locale: Locale; first?: ChampionsFirst }) {
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>Championships</Trans>
      </h1>
      {first?.champs ? (
        <ChampionsList champs={first.champs} locale={locale} status={(champ) => <ChampStatusRefreshing champ={champ} />} />
      ) : (
        <ChampionsFromBrowser locale={locale} />
      )}
    </div>
  );
}
