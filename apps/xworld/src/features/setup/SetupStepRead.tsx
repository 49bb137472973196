"use client";
// A setup step read by the browser: for a guest (a prompt to sign in), a player the server did not read
// for (another login, or a login only Telegram or the host app knows), or when the server's read failed.
// Loaded only then (SetupStepFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { useMyProfile } from "../profile-edit/use-my-profile";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { type SetupStep, setupPath } from "./setup-steps";
import { SetupStepForm } from "./SetupStepForm";
import { SetupStepHeader } from "./SetupStepHeader";

export interface SetupStepReadProps {
  locale: Locale;
  step: SetupStep;
}

export function SetupStepRead({ locale, step }: SetupStepReadProps) {
  const viewer = useViewer();
  if (viewer === "player") return <StepRead locale={locale} step={step} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale(setupPath(step), locale)}
      title={<Trans>Sign in to set up your profile</Trans>}
      description={<Trans>Choose your name, your picture and your language.</Trans>}
    />
  );
}

function StepRead({ locale, step }: SetupStepReadProps) {
  const { t } = useLingui();
  const profile = useMyProfile();
  if (profile.isError && !profile.data) {
    return <ErrorState title={t`Your profile could not load.`} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  if (!profile.data) return <FormSkeleton />;
  return (
    <>
      <SetupStepHeader step={step} />
      <Card>
        <SetupStepForm locale={locale} step={step} profile={profile.data} />
      </Card>
    </>
  );
}
