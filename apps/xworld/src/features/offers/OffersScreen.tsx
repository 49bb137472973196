"use client";
// /offer (login-required): the follow tasks, one per network, with how many of its accounts the player
// follows and what is left to earn; each opens /offer/followTask for that network.
import { Trans, useLingui } from "@lingui/react/macro";
import { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { List } from "@repo/ui/list";
import { Skeleton } from "@repo/ui/skeleton";
import Link from "@repo/app-shell/link";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { FOLLOW_MEDIA, type FollowMedia, followTaskPath, MEDIA_NAMES } from "./follow-media";
import type { OffersFirst } from "./load-offers";

export interface OffersScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<OffersFirst> | null;
}

export function OffersScreen({ locale, first }: OffersScreenProps) {
  const { t } = useLingui();
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back="/me" heading={<Trans>Follow and earn</Trans>}>
      {viewer === "player" ? (
        <Card flush>
          <List label={t`Follow tasks`}>
            {FOLLOW_MEDIA.map((media) => (
              <MediaRow key={media} locale={locale} media={media} server={server} />
            ))}
          </List>
        </Card>
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale("/offer", locale)}
          title={<Trans>Sign in to follow and earn</Trans>}
          description={<Trans>Follow our accounts and get XB for each, once.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function MediaRow({ locale, media, server }: { locale: Locale; media: FollowMedia; server: PlayerAnswers<OffersFirst> }) {
  const { t } = useLingui();
  const accounts = useApiQuery(userSocialEndpoints.getFollowList, { media_type: media }, server.answer(server.data?.follows[media]));
  const network = MEDIA_NAMES[media];
  const list = accounts.data?.list ?? [];
  const followed = list.filter((account) => account.followed).length;
  const total = list.length;
  const left = list.filter((account) => !account.followed).reduce((sum, account) => sum + account.reward, 0);
  const coin = list[0]?.coin_name ?? "";
  return (
    <li>
      <Link href={withLocale(followTaskPath(media), locale)} className="flex items-center gap-12 px-16 py-12 active:bg-surface-sunken">
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-15 font-semibold text-text">{t`Follow us on ${network}`}</span>
          <span className="text-12 text-text-muted">
            {accounts.isError ? (
              <Trans>Open to see the accounts.</Trans>
            ) : !accounts.data ? (
              <Skeleton width="50%" height={12} />
            ) : left > 0 ? (
              <Trans>
                {followed} of {total} followed · {left} {coin} to earn
              </Trans>
            ) : (
              <Trans>All {total} followed</Trans>
            )}
          </span>
        </span>
        <span aria-hidden="true" className="text-18 text-text-muted">
          ›
        </span>
      </Link>
    </li>
  );
}
