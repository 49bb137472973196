"use client";
// The player's bio: up to 160 characters on 4 lines, no links (the contract's rule), saved with update_bio.
import { useLingui } from "@lingui/react/macro";
import { type MyProfile, profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiMutation } from "@repo/api-client/react";
import { BIO_LIMITS, checkBio } from "@repo/api-client/rules/profile-fields";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { Button } from "@repo/ui/button";
import { FormAlert } from "@repo/ui/form-alert";
import { TextArea } from "@repo/ui/text-area";
import { type FormEvent, type ReactNode, useState } from "react";
import { useBioProblemText } from "./use-profile-texts";

export function BioForm({ profile, submitLabel, onSaved }: { profile: MyProfile; submitLabel: ReactNode; onSaved: (bio: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(profile.bio);
  const [touched, setTouched] = useState(false);
  const guard = useSingleSubmit();
  const save = useApiMutation(profileEndpoints.updateBio, { meta: { silent: true } });
  const problemText = useBioProblemText();
  const errorText = useErrorText();
  const checked = checkBio(text);
  const error = touched && !checked.ok ? problemText(checked.problem) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!checked.ok || !guard.begin()) return;
    save.mutate({ bio: checked.bio }, { onSuccess: (result) => onSaved(result.bio), onSettled: () => guard.end() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16">
      <TextArea
        label={t`About you`}
        name="bio"
        value={text}
        limit={BIO_LIMITS.maxLength}
        onChange={(event) => {
          setText(event.target.value);
          save.reset();
        }}
        onBlur={() => setTouched(true)}
        hint={t`Other players see this on your profile. No links.`}
        error={error}
      />
      <FormAlert>{save.error ? errorText(save.error) : null}</FormAlert>
      <Button type="submit" size="lg" block loading={save.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
