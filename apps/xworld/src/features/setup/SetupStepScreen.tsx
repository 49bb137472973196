"use client";
// /user/setup/{name,avatar,language} (login-required): one step of the new player's setup, "Step n of 3",
// saved or skipped, then on to the next step (after the last: back to the overview to finish).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import Link from "@repo/app-shell/link";
import { useRouter } from "next/navigation";
import { AvatarForm } from "../profile-edit/AvatarForm";
import { NameForm } from "../profile-edit/NameForm";
import { useMyProfile } from "../profile-edit/use-my-profile";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { LanguageForm } from "./LanguageForm";
import { nextStep, SETUP_STEPS, type SetupStep, setupPath } from "./setup-steps";

export function SetupStepScreen({ locale, step }: { locale: Locale; step: SetupStep }) {
  const viewer = useViewer();
  const number = SETUP_STEPS.indexOf(step) + 1;
  const total = SETUP_STEPS.length;
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
      {viewer === "player" ? (
        <StepForm locale={locale} step={step} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale(setupPath(step), locale)}
          title={<Trans>Sign in to set up your profile</Trans>}
          description={<Trans>Choose your name, your picture and your language.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function StepForm({ locale, step }: { locale: Locale; step: SetupStep }) {
  const { t } = useLingui();
  const router = useRouter();
  const profile = useMyProfile();
  if (profile.isError && !profile.data) {
    return <ErrorState title={t`Your profile could not load.`} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  if (!profile.data) return <FormSkeleton />;
  const next = nextStep(step);
  const after = (language: Locale = locale) => router.push(withLocale(next ? setupPath(next) : setupPath(), language));
  const submitLabel = next ? <Trans>Save and continue</Trans> : <Trans>Save</Trans>;
  const skip = (
    <Link
      href={withLocale(next ? setupPath(next) : setupPath(), locale)}
      className="flex min-h-48 shrink-0 items-center justify-center rounded-16 px-16 text-15 font-semibold text-link"
    >
      <Trans>Skip</Trans>
    </Link>
  );
  return (
    <>
      <header className="flex flex-col gap-4">
        <h2 className="text-20 font-bold text-text">
          {step === "name" ? <Trans>What should players call you?</Trans> : step === "avatar" ? <Trans>Pick your picture</Trans> : <Trans>Choose your language</Trans>}
        </h2>
        <p className="text-14 text-text-muted">
          {step === "name" ? (
            <Trans>Your name shows on your profile and in rankings.</Trans>
          ) : step === "avatar" ? (
            <Trans>Other players see it beside your name.</Trans>
          ) : (
            <Trans>The app and our messages to you use it.</Trans>
          )}
        </p>
      </header>
      <Card>
        {step === "name" ? (
          <NameForm locale={locale} profile={profile.data} submitLabel={submitLabel} onSaved={() => after()} secondary={skip} />
        ) : step === "avatar" ? (
          <AvatarForm profile={profile.data} submitLabel={submitLabel} onSaved={() => after()} secondary={skip} />
        ) : (
          <LanguageForm locale={locale} profile={profile.data} submitLabel={submitLabel} onSaved={(language) => after(language)} secondary={skip} />
        )}
      </Card>
    </>
  );
}
