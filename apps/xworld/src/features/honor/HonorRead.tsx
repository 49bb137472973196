"use client";
// The player's honor read by the browser: for a guest (a prompt to sign in), a player the server did not
// read for (another login, or a login only Telegram or the host app knows), or when the server's read
// failed. Loaded only then (HonorFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import { honorEndpoints } from "@repo/api-client/endpoints/honor";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { ClaimAchievement } from "./ClaimAchievement";
import { honorHref } from "./honor-rules";
import { HonorSkeleton } from "./HonorSkeleton";
import { HonorView } from "./HonorView";

export function HonorRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <Honor />;
  if (viewer === "pending") return <HonorSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={honorHref(locale, "honor")}
      title={<Trans>Earn honor and badges</Trans>}
      description={<Trans>Sign in to see your achievements and climb the honor board.</Trans>}
    />
  );
}

function Honor() {
  const { t } = useLingui();
  const profile = useApiQuery(honorEndpoints.profile, {});
  if (profile.isError && !profile.data) {
    return <ErrorState title={t`Your honor could not load.`} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  if (!profile.data) return <HonorSkeleton />;
  return <HonorView profile={profile.data} claim={(achievement) => <ClaimAchievement achievementId={achievement.achievement_id} points={achievement.points} />} />;
}
