// AvatarForm as the server draws it until the form loads after start: the service's avatars with the
// player's marked (round blocks when the server could not read them: the form then reads them), and the
// buttons, not yet usable, of the form's size. No client code.
import { useLingui } from "@lingui/react/macro";
import { ChoiceListPreview } from "@repo/ui/choice-list/preview";
import { type AvatarChoice, useAvatarOptions } from "./avatar-options";
import { AvatarsSkeleton } from "./AvatarsSkeleton";
import type { FormPreviewProps } from "./NameFormPreview";
import { SubmitRowPreview } from "./SubmitRowPreview";

export function AvatarFormPreview({ profile, submitLabel, secondary, choices }: FormPreviewProps & { choices: readonly AvatarChoice[] | null }) {
  if (!choices) return <AvatarsSkeleton />;
  return (
    <div className="flex flex-col gap-16">
      <AvatarChoicesPreview choices={choices} chosen={String(profile.avatar_id)} />
      <SubmitRowPreview submitLabel={submitLabel} secondary={secondary} />
    </div>
  );
}

function AvatarChoicesPreview({ choices, chosen }: { choices: readonly AvatarChoice[]; chosen: string }) {
  const { t } = useLingui();
  const options = useAvatarOptions(choices);
  return <ChoiceListPreview layout="grid" legend={t`Choose an avatar`} name="avatar" options={options} value={chosen} />;
}
