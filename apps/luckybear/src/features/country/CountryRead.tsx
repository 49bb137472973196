"use client";
// The countries read by the browser: for a player the server did not read for (another login, a login
// only Telegram or the host app knows) or when a server read failed; nothing for a guest (app start sends
// them to login). Loaded only then (CountryFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { CountryList } from "./CountryList";
import { CountryPicker } from "./CountryPicker";

export function CountryRead({ locale }: { locale: Locale }) {
  return useIsLoggedIn() ? <PlayerCountry locale={locale} /> : null;
}

function PlayerCountry({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const countries = useApiQuery(luckyBearLobbyEndpoints.availableCountries, {});
  const current = useApiQuery(luckyBearLobbyEndpoints.getCountry, {});
  if ((countries.isError && !countries.data) || (current.isError && !current.data)) {
    const retry = () => {
      if (countries.isError) void countries.refetch();
      if (current.isError) void current.refetch();
    };
    return <ErrorState title={t`The countries could not load.`} onRetry={retry} retrying={countries.isFetching || current.isFetching} />;
  }
  if (!countries.data || !current.data) return <CountryList locale={locale} countries={null} mine={null} />;
  return <CountryPicker locale={locale} countries={countries.data.list} mine={current.data.country_code} />;
}
