"use client";
// /voteV2/mine (login-required): the player's stakes, what they earned and have not received yet,
// what they received so far, and receiving the rewards (once per tap; nothing to receive: no button).
import { Trans, useLingui } from "@lingui/react/macro";
import { stakeEndpoints } from "@repo/api-client/endpoints/stake";
import { useApiQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { unitsOf } from "@repo/app-shell/money/units";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { List } from "@repo/ui/list";
import { SummaryList } from "@repo/ui/summary-list";
import Link from "@repo/app-shell/link";
import { formatExact } from "../wallet/format-coin";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useMoneyAction } from "../wallet/use-money-action";
import { usePlayerView } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import type { MyVotesFirst } from "./load-my-votes";

export interface MyVotesScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<MyVotesFirst> | null;
}

export function MyVotesScreen({ locale, first }: MyVotesScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back="/voteV2" heading={<Trans>My votes</Trans>}>
      {viewer === "player" ? (
        <MyVotes locale={locale} server={server} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale("/voteV2/mine", locale)}
          title={<Trans>Sign in to see your votes</Trans>}
          description={<Trans>Your stakes and the rewards they earned are listed here.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function MyVotes({ locale, server }: { locale: Locale; server: PlayerAnswers<MyVotesFirst> }) {
  const { t } = useLingui();
  const votes = useApiQuery(stakeEndpoints.myVotes, {}, server.answer(server.data?.votes));
  const claim = useMoneyAction(stakeEndpoints.claimVoteReward);
  if (votes.isError && !votes.data) {
    return <ErrorState title={t`Your votes could not load.`} onRetry={() => void votes.refetch()} retrying={votes.isFetching} />;
  }
  if (!votes.data) return <FormSkeleton />;
  const { coin_name: coin, list } = votes.data;
  const pending = formatExact(votes.data.pending_reward, locale);
  const received = claim.data;
  const receivedAmount = received ? formatExact(received.amount, locale) : "";
  const balance = received ? formatExact(received.balance, locale) : "";
  return (
    <>
      <Card>
        <SummaryList
          rows={[
            { id: "staked", label: <Trans>Staked in all</Trans>, value: `${formatExact(votes.data.total_staked, locale)} ${coin}`, testId: "my-votes-staked" },
            { id: "pending", label: <Trans>Rewards to receive</Trans>, value: `${pending} ${coin}`, testId: "my-votes-pending", emphasis: true },
            { id: "received", label: <Trans>Received so far</Trans>, value: `${formatExact(votes.data.received_reward, locale)} ${coin}` },
          ]}
        />
        <div className="mt-12 flex flex-col gap-8">
          {received ? (
            <p role="status" className="text-14 font-semibold text-success">
              <Trans>
                Received {receivedAmount} {coin}. Your {coin} balance is now {balance}.
              </Trans>
            </p>
          ) : null}
          <FormAlert>{claim.error}</FormAlert>
          {unitsOf(votes.data.pending_reward) > 0n ? (
            <Button block loading={claim.pending} onClick={() => claim.run({})}>
              <Trans>
                Receive {pending} {coin}
              </Trans>
            </Button>
          ) : (
            <p className="text-13 text-text-muted">
              <Trans>Rewards grow by the second while you stake.</Trans>
            </p>
          )}
        </div>
      </Card>
      <Card flush title={t`Your stakes`}>
        <List
          label={t`Your stakes`}
          empty={
            <EmptyState
              title={<Trans>You have not staked yet.</Trans>}
              action={
                <Link href={withLocale("/voteV2", locale)} className="font-semibold text-link">
                  <Trans>Choose a project</Trans>
                </Link>
              }
            />
          }
        >
          {list.map((vote) => {
            const staked = formatExact(vote.staked, locale);
            const reward = formatExact(vote.pending_reward, locale);
            const rank = vote.rank;
            return (
              <li key={vote.project_id}>
                <Link href={withLocale(`/voteV2/${vote.project_id}`, locale)} className="flex items-center gap-12 px-16 py-12 active:bg-surface-sunken">
                  <img src={vote.icon} alt="" width={36} height={36} className="size-36 shrink-0 rounded-12 bg-surface-sunken" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-15 text-text">{vote.name}</span>
                    <span className="text-12 text-text-muted">
                      <Trans>
                        Rank #{rank} · reward {reward} {coin}
                      </Trans>
                    </span>
                  </span>
                  <span className="shrink-0 text-14 font-semibold tabular-nums">
                    {staked} {coin}
                  </span>
                </Link>
              </li>
            );
          })}
        </List>
      </Card>
    </>
  );
}
