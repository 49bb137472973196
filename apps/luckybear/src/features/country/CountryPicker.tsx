"use client";
// Switching the country (switch_country) after a confirmation that names the new currency; one
// submission per tap. A switch says so above the list and renders the page again on the server, so the
// current country moves (the browser's reads of the country are refreshed by the invalidation table).
import { Trans, useLingui } from "@lingui/react/macro";
import { lbUserEndpoints } from "@repo/api-client/endpoints/lb-user";
import { useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { Locale } from "@repo/i18n/locales";
import { countryName } from "@repo/i18n/phone";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { useState } from "react";
import { type Country, countryLabel } from "./country-label";
import { CountryList } from "./CountryList";

export interface CountryPickerProps {
  locale: Locale;
  countries: readonly Country[];
  /** The player's country code. */
  mine: string;
}

export function CountryPicker({ locale, countries, mine }: CountryPickerProps) {
  const { t } = useLingui();
  const { renderAgain } = useRenderAgain();
  const [asked, setAsked] = useState<Country | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [switched, setSwitched] = useState<string | null>(null);
  const guard = useSingleSubmit();
  const otherwise = useErrorText(t`The country could not be changed. Try again.`);
  const change = useApiMutation(lbUserEndpoints.switchCountry, {
    meta: { silent: true },
    onSuccess: (answer) => {
      setSwitched(answer.country_code);
      renderAgain();
    },
    onError: (error) => setFailure(otherwise(error)),
  });

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

  const switchedName = switched ? countryName(switched, locale) : "";
  const askedName = asked ? countryLabel(asked, locale) : "";
  const askedCurrency = asked?.currency ?? "";
  return (
    <>
      {switched ? (
        <p role="status" className="rounded-12 bg-surface-sunken px-12 py-10 text-14 font-semibold text-success" data-testid="country-switched">
          <Trans>Your country is now {switchedName}.</Trans>
        </p>
      ) : null}
      <FormAlert>{failure}</FormAlert>
      <CountryList locale={locale} countries={countries} mine={mine} onAsk={setAsked} />
      <ConfirmDialog
        open={asked !== null}
        title={<Trans>Switch to {askedName}?</Trans>}
        description={<Trans>Your recharges and withdrawals will be in {askedCurrency}.</Trans>}
        confirmLabel={<Trans>Switch</Trans>}
        pending={change.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
