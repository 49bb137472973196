// NameForm as the server draws it until the form loads after start: the field with the player's name and
// its hint, and the buttons, not yet usable, of the form's size. No client code.
import { useLingui } from "@lingui/react/macro";
import type { MyProfile } from "@repo/api-client/endpoints/profile";
import type { Locale } from "@repo/i18n/locales";
import { TextInputPreview } from "@repo/ui/text-input/preview";
import type { ReactNode } from "react";
import { NameHint } from "./NameHint";
import { SubmitRowPreview } from "./SubmitRowPreview";

export interface FormPreviewProps {
  profile: MyProfile;
  submitLabel: ReactNode;
  secondary?: ReactNode;
}

export function NameFormPreview({ locale, profile, submitLabel, secondary }: FormPreviewProps & { locale: Locale }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-16" aria-busy="true">
      <TextInputPreview id="username" label={t`Player name`} value={profile.username} hint={<NameHint locale={locale} changeAfter={profile.name_change_after} />} />
      <SubmitRowPreview submitLabel={submitLabel} secondary={secondary} />
    </div>
  );
}
