// The countries the casino serves, the player's marked as current. With no `onAsk` (the server's HTML,
// until the picker has loaded) the rows are plain; with it, each other country is a button that asks to
// switch. The same markup either way, so nothing moves when the picker takes over.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { flagEmoji } from "@repo/i18n/phone";
import { Card } from "@repo/ui/card";
import { List, ListItem } from "@repo/ui/list";
import { type Country, countryLabel } from "./country-label";

export interface CountryListProps {
  locale: Locale;
  countries: readonly Country[] | null;
  /** The player's country code; null while unknown. */
  mine: string | null;
  onAsk?: (country: Country) => void;
}

export function CountryList({ locale, countries, mine, onAsk }: CountryListProps) {
  const { t } = useLingui();
  return (
    <Card title={t`Your country`} flush>
      <p className="px-16 pb-12 text-13 text-text-muted">
        <Trans>Your country sets the currency of your recharges and withdrawals.</Trans>
      </p>
      <List label={t`Countries`} loading={!countries || mine === null} loadingRows={5}>
        {countries?.map((country) => {
          const selected = country.country_code === mine;
          const { currency } = country;
          return (
            <ListItem
              key={country.country_code}
              leading={
                <span aria-hidden="true" className="text-24 leading-none">
                  {flagEmoji(country.country_code)}
                </span>
              }
              title={countryLabel(country, locale)}
              subtitle={<Trans>Currency {currency}</Trans>}
              current={selected}
              trailing={
                selected ? (
                  <span className="text-13 font-semibold text-primary">
                    <Trans>Current</Trans>
                  </span>
                ) : undefined
              }
              onSelect={selected || !onAsk ? undefined : () => onAsk(country)}
            />
          );
        })}
      </List>
    </Card>
  );
}
