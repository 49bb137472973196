"use client";
// The player's picture: one of the service's avatars (no upload call exists), as a grid of tiles.
import { useLingui } from "@lingui/react/macro";
import { type MyProfile, profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { Button } from "@repo/ui/button";
import { ChoiceList } from "@repo/ui/choice-list";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { Skeleton } from "@repo/ui/skeleton";
import { type FormEvent, type ReactNode, useState } from "react";

export interface AvatarFormProps {
  profile: MyProfile;
  submitLabel: ReactNode;
  onSaved: (avatar: string) => void;
  secondary?: ReactNode;
}

export function AvatarForm({ profile, submitLabel, onSaved, secondary }: AvatarFormProps) {
  const { t } = useLingui();
  const choices = useApiQuery(profileEndpoints.avatarChoices, {});
  const [chosen, setChosen] = useState(String(profile.avatar_id));
  const guard = useSingleSubmit();
  const save = useApiMutation(profileEndpoints.updateAvatar, { meta: { silent: true } });
  const errorText = useErrorText();

  if (choices.isError && !choices.data) {
    return <ErrorState title={t`The avatars could not load.`} onRetry={() => void choices.refetch()} retrying={choices.isFetching} />;
  }
  if (!choices.data) {
    return (
      <div className="grid grid-cols-4 gap-8" aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} circle width={64} />
        ))}
      </div>
    );
  }

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
        options={choices.data.list.map((choice, index) => {
          const number = index + 1;
          return {
            value: String(choice.avatar_id),
            label: t`Avatar ${number}`,
            leading: <img src={choice.url} alt="" width={64} height={64} className="size-full rounded-full bg-surface-sunken object-cover" />,
          };
        })}
      />
      <FormAlert>{save.error ? errorText(save.error) : null}</FormAlert>
      <div className="flex gap-8">
        {secondary}
        <Button type="submit" size="lg" block loading={save.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
