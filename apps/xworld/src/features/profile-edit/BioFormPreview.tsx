// BioForm as the server draws it until the form loads after start: the player's bio with its counter and
// hint, and the button, not yet usable, of the form's size. No client code.
import { useLingui } from "@lingui/react/macro";
import { BIO_LIMITS } from "@repo/api-client/rules/profile-fields";
import { TextAreaPreview } from "@repo/ui/text-area/preview";
import type { FormPreviewProps } from "./NameFormPreview";
import { SubmitRowPreview } from "./SubmitRowPreview";

export function BioFormPreview({ profile, submitLabel }: Omit<FormPreviewProps, "secondary">) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-16" aria-busy="true">
      <TextAreaPreview id="bio" label={t`About you`} value={profile.bio} limit={BIO_LIMITS.maxLength} hint={t`Other players see this on your profile. No links.`} />
      <SubmitRowPreview submitLabel={submitLabel} />
    </div>
  );
}
