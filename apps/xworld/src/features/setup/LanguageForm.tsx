"use client";
// The player's language: saved on the profile (update_language) and made the app's language on this
// device (the language cookie), after which the same page opens in it.
import { useLingui } from "@lingui/react/macro";
import { type MyProfile, profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { useRuntime } from "@repo/app-shell/runtime/context";
import { isLocale, type Locale } from "@repo/i18n/locales";
import { setLanguage } from "@repo/session/preferences";
import { useSessionEnvironment } from "@repo/session/react/context";
import { ChoiceList } from "@repo/ui/choice-list";
import { FormAlert } from "@repo/ui/form-alert";
import { type FormEvent, type ReactNode, useState } from "react";
import { languageOptions, startingLanguage } from "./language-options";
import { SubmitRow } from "../profile-edit/SubmitRow";

export interface LanguageFormProps {
  locale: Locale;
  profile: MyProfile;
  submitLabel: ReactNode;
  /** Saved: `language` is the path prefix the next page should use. */
  onSaved: (language: Locale) => void;
  secondary?: ReactNode;
}

export function LanguageForm({ locale, profile, submitLabel, onSaved, secondary }: LanguageFormProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const { cookies, location } = useSessionEnvironment();
  const [chosen, setChosen] = useState(startingLanguage(profile, locale));
  const guard = useSingleSubmit();
  const save = useApiMutation(profileEndpoints.updateLanguage, { meta: { silent: true } });
  const errorText = useErrorText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLocale(chosen) || !guard.begin()) return;
    save.mutate(
      { language: chosen },
      {
        onSuccess: () => {
          setLanguage(runtime.store, cookies, location, chosen);
          onSaved(chosen);
        },
        onSettled: () => guard.end(),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16">
      <ChoiceList
        legend={t`Language`}
        name="language"
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          save.reset();
        }}
        options={languageOptions()}
      />
      <FormAlert>{save.error ? errorText(save.error) : null}</FormAlert>
      <SubmitRow submitLabel={submitLabel} secondary={secondary} pending={save.isPending} />
    </form>
  );
}
