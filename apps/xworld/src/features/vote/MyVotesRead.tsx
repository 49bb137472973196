"use client";
// The player's votes read by the browser: for a guest (a prompt to sign in), a player the server did not
// read for (another login, or a login only Telegram or the host app knows), or when the server's read
// failed. Loaded only then (MyVotesFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import { stakeEndpoints } from "@repo/api-client/endpoints/stake";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { MyVotesView } from "./MyVotesView";
import { receiveProps } from "./receive-props";
import { ReceiveVoteRewards } from "./ReceiveVoteRewards";

export function MyVotesRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <MyVotes locale={locale} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale("/voteV2/mine", locale)}
      title={<Trans>Sign in to see your votes</Trans>}
      description={<Trans>Your stakes and the rewards they earned are listed here.</Trans>}
    />
  );
}

function MyVotes({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const votes = useApiQuery(stakeEndpoints.myVotes, {});
  if (votes.isError && !votes.data) {
    return <ErrorState title={t`Your votes could not load.`} onRetry={() => void votes.refetch()} retrying={votes.isFetching} />;
  }
  if (!votes.data) return <FormSkeleton />;
  return <MyVotesView locale={locale} votes={votes.data} receive={<ReceiveVoteRewards locale={locale} {...receiveProps(votes.data, locale)} />} />;
}
