// The service's avatars as choices (a tile each, read out as "Avatar n"): the form's (AvatarForm) and
// what the server draws until it loads (AvatarFormPreview).
import { useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { profileEndpoints } from "@repo/api-client/endpoints/profile";
import type { ChoiceOption } from "@repo/ui/choice-list";

export type AvatarChoice = ResponseOf<typeof profileEndpoints.avatarChoices>["list"][number];

export function useAvatarOptions(choices: readonly AvatarChoice[]): ChoiceOption[] {
  const { t } = useLingui();
  return choices.map((choice, index) => {
    const number = index + 1;
    return {
      value: String(choice.avatar_id),
      label: t`Avatar ${number}`,
      leading: <img src={choice.url} alt="" width={64} height={64} className="size-full rounded-full bg-surface-sunken object-cover" />,
    };
  });
}
