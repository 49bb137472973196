// /user/setup/{name,avatar,language} (login-required): one step of the new player's setup, "Step n of 3",
// saved or skipped, then on to the next step (after the last: back to the overview to finish). A server
// component: the step's heading and what the form shows (the player's name, the avatars with theirs
// marked, the languages), read on the server with the player's login, drawn in the form's place, not yet
// usable, with Skip as a plain link (ServerPlayerContent keeps it while this render is that player's); the
// form is a part loaded after start, given the server's read. A guest, another login or a failed read gets
// the browser's own read (SetupStepFromBrowser).
import { Trans } from "@lingui/react/macro";
import type { MyProfile } from "@repo/api-client/endpoints/profile";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { AvatarFormPreview } from "../profile-edit/AvatarFormPreview";
import type { ProfileFormFirst } from "../profile-edit/load-profile-form";
import { NameFormPreview } from "../profile-edit/NameFormPreview";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { LanguageFormPreview } from "./LanguageFormPreview";
import { nextStep, SETUP_STEPS, type SetupStep, setupPath } from "./setup-steps";
import { SetupSkipLink } from "./SetupSkipLink";
import { SetupStepFormPart, SetupStepFromBrowser } from "./SetupStepParts";
import { SetupStepHeader } from "./SetupStepHeader";

export interface SetupStepScreenProps {
  locale: Locale;
  step: SetupStep;
  /** The profile (and avatars) as the server read them with the player's login cookies (none for a guest). */
  first?: PlayerFirst<ProfileFormFirst> | null;
}

export function SetupStepScreen({ locale, step, first }: SetupStepScreenProps) {
  const number = SETUP_STEPS.indexOf(step) + 1;
  const total = SETUP_STEPS.length;
  const fromBrowser = <SetupStepFromBrowser locale={locale} step={step} placeholder={<FormSkeleton />} />;
  const profile = first?.data.profile;
  return (
    <PageFrame
      locale={locale}
      back={setupPath()}
      heading={
        <Trans>
          Step {number} of {total}
        </Trans>
      }
    >
      {first && profile ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <SetupStepHeader step={step} />
          <Card>
            <SetupStepFormPart locale={locale} step={step} profile={profile} avatars={first.data.avatars} placeholder={<StepFormPreview locale={locale} step={step} profile={profile} avatars={first.data.avatars} />} />
          </Card>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}

/** The step's form as the server draws it until the form loads: what it shows, not yet usable, and Skip. */
function StepFormPreview({ locale, step, profile, avatars }: { locale: Locale; step: SetupStep; profile: MyProfile; avatars: ProfileFormFirst["avatars"] }) {
  const submitLabel = nextStep(step) ? <Trans>Save and continue</Trans> : <Trans>Save</Trans>;
  const skip = <SetupSkipLink locale={locale} step={step} />;
  if (step === "name") return <NameFormPreview locale={locale} profile={profile} submitLabel={submitLabel} secondary={skip} />;
  if (step === "avatar") return <AvatarFormPreview profile={profile} choices={avatars} submitLabel={submitLabel} secondary={skip} />;
  return <LanguageFormPreview locale={locale} profile={profile} submitLabel={submitLabel} secondary={skip} />;
}
