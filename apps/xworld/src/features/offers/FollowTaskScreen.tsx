"use client";
// /offer/followTask?media= (login-required; the bare "followTask" leads here): follow the platform's
// accounts on a network for a reward. The player's account there is linked first when need_authorize
// says so (a sign-in round trip with PKCE); then each account is followed on the network and checked
// (check_follow_status), which pays its reward once; the accounts the player follows are listed below.
import { Trans, useLingui } from "@lingui/react/macro";
import { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import { codeChallengeS256, createCodeVerifier } from "@repo/app-shell/features/auth/pkce";
import { randomState } from "@repo/app-shell/features/auth/oauth-state";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { PageFrame } from "@repo/app-shell/page-frame";
import { useRuntime } from "@repo/app-shell/runtime/context";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { usePlatform, useSessionValue } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { List, ListItem } from "@repo/ui/list";
import Link from "@repo/app-shell/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { authorizeAddress, completeFollowAuth, rememberFollowAuth } from "./follow-authorize";
import { type FollowMedia, followTaskPath, followUrl, MEDIA_NAMES } from "./follow-media";
import { FollowingList } from "./FollowingList";

/** Spec: not shown — the code of "link the account first". Choice: the dev API's 2003. */
const NOT_AUTHORIZED = 2003;

export function FollowTaskScreen({ locale, media }: { locale: Locale; media: FollowMedia | null }) {
  const viewer = useViewer();
  const network = media ? MEDIA_NAMES[media] : "";
  return (
    <PageFrame locale={locale} back="/offer" heading={media ? <Trans>Follow us on {network}</Trans> : <Trans>Follow tasks</Trans>}>
      {!media ? (
        <EmptyState
          title={<Trans>This follow task does not exist.</Trans>}
          action={
            <Link href={withLocale("/offer", locale)} className="font-semibold text-primary underline underline-offset-4">
              <Trans>See every follow task</Trans>
            </Link>
          }
        />
      ) : viewer === "player" ? (
        <PlayerFollow locale={locale} media={media} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale(followTaskPath(media), locale)}
          title={<Trans>Sign in to follow and earn</Trans>}
          description={<Trans>Follow our accounts and get XB for each, once.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
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
    return <LinkAccount locale={locale} media={media} authorizeUrl={authorize.data.authorize_url} problem={problem} />;
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

function LinkAccount({ locale, media, authorizeUrl, problem }: { locale: Locale; media: FollowMedia; authorizeUrl: string; problem: string | null }) {
  const { t } = useLingui();
  const [leaving, setLeaving] = useState(false);
  const network = MEDIA_NAMES[media];
  const start = async () => {
    setLeaving(true);
    try {
      const state = randomState();
      const codeVerifier = createCodeVerifier();
      const redirectUri = `${window.location.origin}${withLocale(followTaskPath(media), locale)}`;
      rememberFollowAuth(window.sessionStorage, { state, media, redirectUri, codeVerifier, createdAt: Date.now() });
      // The same tab goes to the network and comes back here, as the OAuth logins do.
      window.location.assign(authorizeAddress(authorizeUrl, { redirectUri, state, codeChallenge: await codeChallengeS256(codeVerifier) }));
    } catch {
      setLeaving(false);
    }
  };
  return (
    <Card>
      <div className="flex flex-col gap-12">
        <h2 className="text-18 font-bold text-text">
          <Trans>Link your {network} account</Trans>
        </h2>
        <p className="text-14 text-text-muted">
          <Trans>We check your follows with {network}. Sign in there once; we never post for you.</Trans>
        </p>
        <FormAlert>{problem}</FormAlert>
        <Button size="lg" block loading={leaving} onClick={() => void start()}>
          {t`Link ${network} account`}
        </Button>
      </div>
    </Card>
  );
}

interface FollowAccount {
  account_id: string;
  name: string;
  avatar: string;
  followed: boolean;
  reward: number;
  coin_name: string;
}

function FollowList({ media }: { media: FollowMedia }) {
  const { t } = useLingui();
  const accounts = useApiQuery(userSocialEndpoints.getFollowList, { media_type: media });
  if (accounts.isError && !accounts.data) {
    return <ErrorState title={t`The accounts could not load.`} onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />;
  }
  return (
    <Card title={t`Accounts to follow`} flush>
      <List label={t`Accounts to follow`} loading={!accounts.data} loadingRows={3} empty={<EmptyState title={<Trans>Nothing to follow right now</Trans>} />}>
        {accounts.data?.list.map((account) => <FollowRow key={account.account_id} media={media} account={account} />)}
      </List>
    </Card>
  );
}

function FollowRow({ media, account }: { media: FollowMedia; account: FollowAccount }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const runtime = useRuntime();
  const errorText = useErrorText();
  const guard = useSingleSubmit();
  const [opened, setOpened] = useState(false);
  const check = useApiMutation(userSocialEndpoints.checkFollowStatus, { meta: { silent: true } });
  const url = followUrl(media, account.account_id);
  const reward = account.reward;
  const coin = account.coin_name;
  const name = account.name;
  const notLinked = isBusinessError(check.error, NOT_AUTHORIZED);

  const verify = () => {
    if (!guard.begin()) return;
    check.mutate(
      { media_type: media, account_id: account.account_id },
      {
        onSuccess: (result) => {
          const paid = result.reward;
          if (result.followed && paid > 0) runtime.toasts.show(t`Thanks for following ${name}: +${paid} ${coin}.`, { tone: "success" });
        },
        onSettled: () => guard.end(),
      },
    );
  };

  return (
    <ListItem
      leading={<img src={account.avatar} alt="" width={40} height={40} className="size-40 rounded-full bg-surface-sunken object-cover" />}
      title={<span className="font-semibold">{name}</span>}
      subtitle={
        check.error ? (
          <span className="text-danger">{notLinked ? t`Link your account first.` : errorText(check.error)}</span>
        ) : (
          t`+${reward} ${coin}, once`
        )
      }
      trailing={
        account.followed ? (
          <span className="text-13 font-semibold text-success">
            <Trans>Followed</Trans>
          </span>
        ) : opened ? (
          <Button size="sm" loading={check.isPending} onClick={verify} aria-label={t`Check that you follow ${name}`}>
            <Trans>Check</Trans>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={!url}
            aria-label={t`Follow ${name}`}
            onClick={() => {
              if (!url) return;
              setOpened(true);
              void platform.openLink(url);
            }}
          >
            <Trans>Follow</Trans>
          </Button>
        )
      }
    />
  );
}
