"use client";
// The player's picture: one of the service's avatars (no upload call exists), as a grid of tiles. The
// avatars are the page's server read when it has them (`choices`), else read here.
import { useLingui } from "@lingui/react/macro";
import { type MyProfile, profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { ChoiceList } from "@repo/ui/choice-list";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { type FormEvent, type ReactNode, useState } from "react";
import { type AvatarChoice, useAvatarOptions } from "./avatar-options";
import { AvatarsSkeleton } from "./AvatarsSkeleton";
import { SubmitRow } from "./SubmitRow";

export interface AvatarFormProps {
  profile: MyProfile;
  submitLabel: ReactNode;
  onSaved: (avatar: string) => void;
  secondary?: ReactNode;
  /** The avatars as the server read them for the page; none: the form reads them. */
  choices?: readonly AvatarChoice[] | null;
}

export function AvatarForm({ profile, submitLabel, onSaved, secondary, choices: server }: AvatarFormProps) {
  const { t } = useLingui();
  const read = useApiQuery(profileEndpoints.avatarChoices, {}, { enabled: !server });
  const choices = server ?? read.data?.list;
  const options = useAvatarOptions(choices ?? []);
  const [chosen, setChosen] = useState(String(profile.avatar_id));
  const guard = useSingleSubmit();
  const save = useApiMutation(profileEndpoints.updateAvatar, { meta: { silent: true } });
  const errorText = useErrorText();

  if (read.isError && !choices) {
    return <ErrorState title={t`The avatars could not load.`} onRetry={() => void read.refetch()} retrying={read.isFetching} />;
  }
  if (!choices) return <AvatarsSkeleton />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!guard.begin()) return;
    save.mutate({ avatar_id: Number(chosen) }, { onSuccess: (result) => onSaved(result.avatar), onSettled: () => guard.end() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16">
      <ChoiceList
        layout="grid"
        legend={t`Choose an avatar`}
        name="avatar"
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          save.reset();
        }}
        options={options}
      />
      <FormAlert>{save.error ? errorText(save.error) : null}</FormAlert>
      <SubmitRow submitLabel={submitLabel} secondary={secondary} pending={save.isPending} />
    </form>
  );
}
