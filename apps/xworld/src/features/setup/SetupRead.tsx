"use client";
// The setup read by the browser: for a guest (a prompt to sign in), a player the server did not read for
// (another login, or a login only Telegram or the host app knows), or when the server's read failed.
// Loaded only then (SetupFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ErrorState } from "@repo/ui/error-state";
import { useMyProfile } from "../profile-edit/use-my-profile";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { SetupFinish } from "./SetupFinish";
import { setupPath } from "./setup-steps";
import { SetupView } from "./SetupView";

export function SetupRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <SetupOverview locale={locale} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale(setupPath(), locale)}
      title={<Trans>Sign in to set up your profile</Trans>}
      description={<Trans>Choose your name, your picture and your language.</Trans>}
    />
  );
}

function SetupOverview({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const profile = useMyProfile();
  if (profile.isError && !profile.data) {
    return <ErrorState title={t`Your profile could not load.`} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  if (!profile.data) return <FormSkeleton />;
  return <SetupView locale={locale} profile={profile.data} finish={(stepsOpen) => <SetupFinish stepsOpen={stepsOpen} />} />;
}
