// /luckybear/country: the player's country, which sets the currency of recharges and withdrawals
// (get_country), the countries the casino serves (available_countries), and switching to another
// (switch_country, after a confirmation; one submission per tap). A server component: what the server
// read with the player's login is the page's HTML (ServerPlayerContent keeps it while this render is that
// player's); switching is its client part, loaded after start over the server's list. Otherwise the
// browser reads the page (CountryFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { CountryFromBrowser } from "./CountryFromBrowser";
import { CountryList } from "./CountryList";
import { CountryPickerPart } from "./CountryPickerPart";
import type { CountryFirst } from "./load-country";

export interface CountryScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<CountryFirst> | null;
}

export function CountryScreen({ locale, first }: CountryScreenProps) {
  const fromBrowser = <CountryFromBrowser locale={locale} loading={<CountryList locale={locale} countries={null} mine={null} />} />;
  const countries = first?.data.countries?.list;
  const mine = first?.data.current?.country_code;
  return (
    <PageFrame locale={locale} back="/luckybear/me" heading={<Trans>Country</Trans>}>
      {first && countries && mine ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <CountryPickerPart locale={locale} countries={countries} mine={mine} still={<CountryList locale={locale} countries={countries} mine={mine} />} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
