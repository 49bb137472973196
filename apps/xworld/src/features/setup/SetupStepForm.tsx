"use client";
// One setup step's form, given the profile (and on the avatar step the avatars) it starts from: saved
// once per tap or skipped, then on to the next step (after the last: back to the overview to finish; the
// language step continues in the language chosen). Loaded after start on the server-rendered page
// (SetupStepFormPart), or inside the browser's read (SetupStepRead).
import { Trans } from "@lingui/react/macro";
import type { MyProfile } from "@repo/api-client/endpoints/profile";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useRouter } from "next/navigation";
import type { AvatarChoice } from "../profile-edit/avatar-options";
import { AvatarForm } from "../profile-edit/AvatarForm";
import { NameForm } from "../profile-edit/NameForm";
import { LanguageForm } from "./LanguageForm";
import { afterStepPath, nextStep, type SetupStep } from "./setup-steps";
import { SetupSkipLink } from "./SetupSkipLink";

export interface SetupStepFormProps {
  locale: Locale;
  step: SetupStep;
  profile: MyProfile;
  /** The avatars the server read for the avatar step; none: the avatar form reads them. */
  avatars?: readonly AvatarChoice[] | null;
}

export function SetupStepForm({ locale, step, profile, avatars }: SetupStepFormProps) {
  const router = useRouter();
  const after = (language: Locale = locale) => router.push(withLocale(afterStepPath(step), language));
  const submitLabel = nextStep(step) ? <Trans>Save and continue</Trans> : <Trans>Save</Trans>;
  const skip = <SetupSkipLink locale={locale} step={step} />;
  if (step === "name") return <NameForm locale={locale} profile={profile} submitLabel={submitLabel} onSaved={() => after()} secondary={skip} />;
  if (step === "avatar") return <AvatarForm profile={profile} choices={avatars} submitLabel={submitLabel} onSaved={() => after()} secondary={skip} />;
  return <LanguageForm locale={locale} profile={profile} submitLabel={submitLabel} onSaved={(language) => after(language)} secondary={skip} />;
}
