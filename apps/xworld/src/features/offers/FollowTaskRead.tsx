"use client";
// A follow task read by the browser: for a guest (a prompt to sign in), a player the server did not read
// for (another login, a login only Telegram or the host app knows), or when the server's read failed.
// The player's account there is linked first when need_authorize says so (a sign-in round trip with
// PKCE); then each account is followed on the network and checked; the accounts the player follows are
// listed below. Loaded only then (FollowTaskFromBrowser); otherwise the page shows the server's reads.
import { Trans, useLingui } from "@lingui/react/macro";
import { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useSessionValue } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { FollowAccountsCard } from "./FollowAccountsCard";
import { completeFollowAuth } from "./follow-authorize";
import { type FollowMedia, followTaskPath, MEDIA_NAMES } from "./follow-media";
import { FollowingList } from "./FollowingList";
import { FollowLinkButton } from "./FollowLinkButton";
import { FollowRow } from "./FollowRow";
import { LinkAccountCard } from "./LinkAccountCard";

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
  const router = useRouter();
  const userId = useSessionValue("userId");
  const errorText = useErrorText();
  const network = MEDIA_NAMES[media];
  const authorize = useApiQuery(userSocialEndpoints.needAuthorize, { media_type: media });
  const redeem = useApiMutation(userSocialEndpoints.socialMediaGetToken, { meta: { silent: true } });
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const completed = useRef(false);

  // Back from the network's sign-in page: redeem the code once, then clean the address.
  useEffect(() => {
    if (completed.current || userId === null) return;
    completed.current = true;
    const callback = completeFollowAuth(window.sessionStorage, new URLSearchParams(window.location.search), Date.now());
    if (callback.kind === "none") return;
    router.replace(withLocale(followTaskPath(media), locale), { scroll: false });
    if (callback.kind === "failed") {
      setLinkProblem(callback.reason === "refused" ? t`Linking was cancelled. Your account is not linked.` : t`That sign-in expired or was not started here. Try linking again.`);
      return;
    }
    redeem.mutate({ user_id: userId, media_type: callback.media, code: callback.code, redirect_uri: callback.redirectUri, code_verifier: callback.codeVerifier });
  }, [userId, media, locale, router, redeem, t]);

  if (authorize.isError && !authorize.data) {
    return <ErrorState title={t`This follow task could not load.`} onRetry={() => void authorize.refetch()} retrying={authorize.isFetching} />;
  }
  if (!authorize.data || redeem.isPending) return <FormSkeleton />;
  const problem = linkProblem ?? (redeem.error ? errorText(redeem.error) : null);
  if (authorize.data.need_authorize) {
    return <LinkAccountCard media={media} problem={<FormAlert>{problem}</FormAlert>} button={<FollowLinkButton locale={locale} media={media} authorizeUrl={authorize.data.authorize_url} />} />;
  }
  return (
    <>
      {redeem.isSuccess ? (
        <p role="status" className="rounded-12 bg-surface-sunken px-12 py-10 text-14 text-text">
          <Trans>Your {network} account is linked.</Trans>
        </p>
      ) : null}
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
