"use client";
// /luckybear/country: the player's country, which sets the currency of recharges and withdrawals
// (get_country), the countries the casino serves (available_countries), and switching to another
// (switch_country, after a confirmation; one submission per tap).
import { Trans, useLingui } from "@lingui/react/macro";
import { lbUserEndpoints } from "@repo/api-client/endpoints/lb-user";
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { countryName, flagEmoji } from "@repo/i18n/phone";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { List, ListItem } from "@repo/ui/list";
import { useState } from "react";

interface Country {
  country_code: string;
  name: string;
  currency: string;
}

export function CountryScreen({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const countries = useApiQuery(luckyBearLobbyEndpoints.availableCountries, {});
  const current = useApiQuery(luckyBearLobbyEndpoints.getCountry, {}, { enabled: loggedIn });
  const [asked, setAsked] = useState<Country | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [switched, setSwitched] = useState<string | null>(null);
  const guard = useSingleSubmit();
  const otherwise = useErrorText(t`The country could not be changed. Try again.`);
  const change = useApiMutation(lbUserEndpoints.switchCountry, {
    meta: { silent: true },
    onSuccess: (answer) => setSwitched(answer.country_code),
    onError: (error) => setFailure(otherwise(error)),
  });
  const nameOf = (country: Country) => {
    const local = countryName(country.country_code, locale);
    return local === country.country_code ? country.name : local;
  };

  const confirm = () => {
    if (!asked || !guard.begin()) return;
    setFailure(null);
    change.mutate(
      { country_code: asked.country_code },
      {
        onSettled: () => {
          guard.end();
          setAsked(null);
        },
      },
    );
  };

  let content;
  if (!loggedIn) content = null;
  else if ((countries.isError && !countries.data) || (current.isError && !current.data)) {
    const retry = () => {
      if (countries.isError) void countries.refetch();
      if (current.isError) void current.refetch();
    };
    content = <ErrorState title={t`The countries could not load.`} onRetry={retry} retrying={countries.isFetching || current.isFetching} />;
  } else {
    const mine = current.data?.country_code ?? null;
    const switchedName = switched ? countryName(switched, locale) : "";
    content = (
      <>
        {switched ? (
          <p role="status" className="rounded-12 bg-surface-sunken px-12 py-10 text-14 font-semibold text-success" data-testid="country-switched">
            <Trans>Your country is now {switchedName}.</Trans>
          </p>
        ) : null}
        <FormAlert>{failure}</FormAlert>
        <Card title={t`Your country`} flush>
          <p className="px-16 pb-12 text-13 text-text-muted">
            <Trans>Your country sets the currency of your recharges and withdrawals.</Trans>
          </p>
          <List label={t`Countries`} loading={!countries.data || !current.data} loadingRows={5}>
            {countries.data?.list.map((country) => {
              const selected = country.country_code === mine;
              const { currency } = country;
              return (
                <ListItem
                  key={country.country_code}
                  leading={<span aria-hidden="true" className="text-24 leading-none">{flagEmoji(country.country_code)}</span>}
                  title={nameOf(country)}
                  subtitle={<Trans>Currency {currency}</Trans>}
                  current={selected}
                  trailing={
                    selected ? (
                      <span className="text-13 font-semibold text-primary">
                        <Trans>Current</Trans>
                      </span>
                    ) : undefined
                  }
                  onSelect={selected ? undefined : () => setAsked(country)}
                />
              );
            })}
          </List>
        </Card>
      </>
    );
  }
  const askedName = asked ? nameOf(asked) : "";
  const askedCurrency = asked?.currency ?? "";
  return (
    <PageFrame locale={locale} back="/luckybear/me" heading={<Trans>Country</Trans>}>
      {content}
      <ConfirmDialog
        open={asked !== null}
        title={<Trans>Switch to {askedName}?</Trans>}
        description={<Trans>Your recharges and withdrawals will be in {askedCurrency}.</Trans>}
        confirmLabel={<Trans>Switch</Trans>}
        pending={change.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </PageFrame>
  );
}
