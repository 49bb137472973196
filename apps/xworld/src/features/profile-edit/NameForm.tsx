"use client";
// The player's name: checked as typed by the contract's rule (3 to 20 letters, digits, _ and .), saved
// with update_name; someone else's name or a second change within a day is refused by the server.
import { Trans, useLingui } from "@lingui/react/macro";
import { type MyProfile, profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiMutation } from "@repo/api-client/react";
import { checkName } from "@repo/api-client/rules/profile-fields";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { Locale } from "@repo/i18n/locales";
import { FormAlert } from "@repo/ui/form-alert";
import { TextInput } from "@repo/ui/text-input";
import { type FormEvent, type ReactNode, useState } from "react";
import { NameHint } from "./NameHint";
import { useNameProblemText, useProfileErrorText } from "./use-profile-texts";
import { SubmitRow } from "./SubmitRow";

export interface NameFormProps {
  locale: Locale;
  profile: MyProfile;
  submitLabel: ReactNode;
  onSaved: (name: string) => void;
  /** A second button beside the submit one (the setup's "Skip"). */
  secondary?: ReactNode;
}

export function NameForm({ locale, profile, submitLabel, onSaved, secondary }: NameFormProps) {
  const { t } = useLingui();
  const [text, setText] = useState(profile.username);
  const [touched, setTouched] = useState(false);
  const guard = useSingleSubmit();
  const save = useApiMutation(profileEndpoints.updateName, { meta: { silent: true } });
  const problemText = useNameProblemText();
  const errorText = useProfileErrorText(locale);
  const checked = checkName(text);
  const error = touched && !checked.ok ? problemText(checked.problem) : undefined;
  const after = profile.name_change_after;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!checked.ok || !guard.begin()) return;
    save.mutate({ username: checked.name }, { onSuccess: (result) => onSaved(result.username), onSettled: () => guard.end() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16">
      <TextInput
        label={t`Player name`}
        name="username"
        autoComplete="nickname"
        autoCapitalize="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          save.reset();
        }}
        onBlur={() => setTouched(true)}
        hint={<NameHint locale={locale} changeAfter={after} />}
        error={error}
      />
      <FormAlert>{save.error ? errorText(save.error, after) : null}</FormAlert>
      <SubmitRow submitLabel={submitLabel} secondary={secondary} pending={save.isPending} />
      <p className="sr-only" aria-live="polite">
        {save.isSuccess ? <Trans>Your name is saved.</Trans> : null}
      </p>
    </form>
  );
}
