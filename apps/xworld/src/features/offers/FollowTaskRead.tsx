"use client";
// A follow task read by the browser: for a guest (a prompt to sign in), a player the server did not read
// for (another login, a login only Telegram or the host app knows), or when the server's read failed.
// The player's account there is linked first when need_authorize says so (a sign-in round trip with
// PKCE); then each account is followed on the network and checked; the accounts the player follows are
// listed below. Loaded only then (FollowTaskFromBrowser); otherwise the page shows the server's reads.
import { Trans, useLingui } from "@lingui/react/macro";
import { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { FollowAccountsCard } from "./FollowAccountsCard";
import { FollowLinkedStatus } from "./FollowLinkedStatus";
import { type FollowMedia, followTaskPath } from "./follow-media";
import { FollowingList } from "./FollowingList";
import { FollowLinkButton } from "./FollowLinkButton";
import { FollowRow } from "./FollowRow";
import { LinkAccountCard } from "./LinkAccountCard";
import { useFollowReturn } from "./use-follow-return";

export function FollowTaskRead({ locale, media }: { locale: Locale; media: FollowMedia }) {
  const viewer = useViewer();
  if (viewer === "player") return <PlayerFollow locale={locale} media={media} />;
  if (viewer === "guest") {
    return (
      <SignInPrompt
        locale={locale}
        backUrl={withLocale(followTaskPath(media), locale)}
        title={<Trans>Sign in to follow and earn</Trans>}
        description={<Trans>Follow our accounts and get XB for each, once.</Trans>}
      />
    );
  }
  return <FormSkeleton />;
}

function PlayerFollow({ locale, media }: { locale: Locale; media: FollowMedia }) {
  const { t } = useLingui();
  const authorize = useApiQuery(userSocialEndpoints.needAuthorize, { media_type: media });
  const { redeeming, linked, problem } = useFollowReturn(locale, media);

  if (authorize.isError && !authorize.data) {
    return <ErrorState title={t`This follow task could not load.`} onRetry={() => void authorize.refetch()} retrying={authorize.isFetching} />;
  }
  if (!authorize.data || redeeming) return <FormSkeleton />;
  if (authorize.data.need_authorize) {
    return <LinkAccountCard media={media} problem={<FormAlert>{problem}</FormAlert>} button={<FollowLinkButton locale={locale} media={media} authorizeUrl={authorize.data.authorize_url} />} />;
  }
  return (
    <>
      {linked ? <FollowLinkedStatus media={media} /> : null}
      <FollowList media={media} />
      <FollowingList media={media} />
    </>
  );
}

function FollowList({ media }: { media: FollowMedia }) {
  const { t } = useLingui();
  const accounts = useApiQuery(userSocialEndpoints.getFollowList, { media_type: media });
  if (accounts.isError && !accounts.data) {
    return <ErrorState title={t`The accounts could not load.`} onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />;
  }
  return <FollowAccountsCard accounts={accounts.data} row={(account) => <FollowRow media={media} account={account} />} />;
}
