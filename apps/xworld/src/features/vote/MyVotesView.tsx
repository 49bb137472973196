// The player's votes: what is staked in all, the rewards waiting and those received (with `receive`, the
// rewards' receive button and its outcome), and each stake, a link to its project. No client code of its
// own: rendered on the server (the page's read for the player) and in the browser (MyVotesRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { stakeEndpoints } from "@repo/api-client/endpoints/stake";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card/Card";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";
import { List } from "@repo/ui/list/List";
import { SummaryList } from "@repo/ui/summary-list";
import type { ReactNode } from "react";
import { formatExact } from "../wallet/format-coin";

export type MyVotes = ResponseOf<typeof stakeEndpoints.myVotes>;

export function MyVotesView({ locale, votes, receive }: { locale: Locale; votes: MyVotes; receive: ReactNode }) {
  const { t } = useLingui();
  const { coin_name: coin, list } = votes;
  return (
    <>
      <Card>
        <SummaryList
          rows={[
            { id: "staked", label: <Trans>Staked in all</Trans>, value: `${formatExact(votes.total_staked, locale)} ${coin}`, testId: "my-votes-staked" },
            { id: "pending", label: <Trans>Rewards to receive</Trans>, value: `${formatExact(votes.pending_reward, locale)} ${coin}`, testId: "my-votes-pending", emphasis: true },
            { id: "received", label: <Trans>Received so far</Trans>, value: `${formatExact(votes.received_reward, locale)} ${coin}` },
          ]}
        />
        {receive}
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
                    <span className="line-clamp-2 break-words text-15 text-text">{vote.name}</span>
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
