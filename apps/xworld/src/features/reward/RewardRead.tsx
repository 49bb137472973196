"use client";
// The rewards read by the browser: for a guest (a prompt to sign in), a player the server did not read
// for (another login, or a login only Telegram or the host app knows), or when the server's read failed;
// a retry when the read fails, and at a countdown's zero the list is read again. Loaded only then
// (RewardFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { HistorySkeleton } from "../wallet/WalletSkeletons";
import { ClaimableView } from "./ClaimableView";
import { RewardClaims } from "./RewardClaims";

export function RewardRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <Claimable locale={locale} />;
  if (viewer === "pending") return <HistorySkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale("/reward", locale)}
      title={<Trans>Sign in to claim your rewards</Trans>}
      description={<Trans>Bonuses, invite rewards and event prizes wait here until you claim them.</Trans>}
    />
  );
}

function Claimable({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const rewards = useApiQuery(activityEndpoints.claimableRewards, {});
  if (rewards.isError && !rewards.data) {
    return <ErrorState title={t`Your rewards could not load.`} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />;
  }
  return (
    <ClaimableView
      locale={locale}
      rewards={rewards.data?.list}
      claims={(list) => <RewardClaims locale={locale}>{list}</RewardClaims>}
      expiry={(expiresAt) => <Countdown target={expiresAt * 1000} onEnd={() => void rewards.refetch()} label={t`Expires in`} />}
    />
  );
}
