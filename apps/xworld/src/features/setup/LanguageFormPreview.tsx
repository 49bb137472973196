// LanguageForm as the server draws it until the form loads after start: the languages with the one the
// choice starts on marked, and the buttons, not yet usable, of the form's size. No client code.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { ChoiceListPreview } from "@repo/ui/choice-list/preview";
import type { FormPreviewProps } from "../profile-edit/NameFormPreview";
import { SubmitRowPreview } from "../profile-edit/SubmitRowPreview";
import { languageOptions, startingLanguage } from "./language-options";

export function LanguageFormPreview({ locale, profile, submitLabel, secondary }: FormPreviewProps & { locale: Locale }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-16">
      <ChoiceListPreview legend={t`Language`} name="language" options={languageOptions()} value={startingLanguage(profile, locale)} />
      <SubmitRowPreview submitLabel={submitLabel} secondary={secondary} />
    </div>
  );
}
