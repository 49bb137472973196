"use client";
// /reward/list (login-required): every reward the player received, newest first, 20 a page: claimed
// rewards, pool prizes, vote rewards, invest yields, lucky-code wins and newbie rewards.
import { Trans, useLingui } from "@lingui/react/macro";
import { activityEndpoints, type RewardRecord } from "@repo/api-client/endpoints/activity";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { PlayerAnswers } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ListItem } from "@repo/ui/list";
import { formatExact } from "../wallet/format-coin";
import { HISTORY_PAGE_SIZE } from "../wallet/history-paging";
import { EmptyHistory, PagedHistory } from "../wallet/PagedHistory";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { usePlayerView } from "../wallet/use-viewer";
import { HistorySkeleton } from "../wallet/WalletSkeletons";
import type { RewardListFirst } from "./load-reward-list";
import { useSourceLabel } from "./use-source-label";

export interface RewardListScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<RewardListFirst> | null;
}

export function RewardListScreen({ locale, first }: RewardListScreenProps) {
  const { server, viewer } = usePlayerView(first);
  return (
    <PageFrame locale={locale} back="/reward" heading={<Trans>Reward history</Trans>}>
      {viewer === "player" ? (
        <Card flush>
          <History locale={locale} server={server} />
        </Card>
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale("/reward/list", locale)}
          title={<Trans>Sign in to see your rewards</Trans>}
          description={<Trans>Every reward you received is listed here.</Trans>}
        />
      ) : (
        <HistorySkeleton />
      )}
    </PageFrame>
  );
}

function History({ locale, server }: { locale: Locale; server: PlayerAnswers<RewardListFirst> }) {
  const { t } = useLingui();
  const history = useApiInfiniteQuery(activityEndpoints.rewardHistory, { page_size: HISTORY_PAGE_SIZE }, server.firstPage(server.data?.history));
  const sourceLabel = useSourceLabel();
  return (
    <PagedHistory
      query={history}
      label={t`Rewards received`}
      empty={<EmptyHistory title={<Trans>No rewards yet.</Trans>} description={<Trans>Rewards you claim or win show up here.</Trans>} />}
      renderRow={(record: RewardRecord) => {
        const when = formatDateTime(record.time, { locale });
        const source = sourceLabel(record.source);
        return (
          <ListItem
            key={record.record_id}
            title={record.title}
            subtitle={
              <Trans>
                {source} · {when}
              </Trans>
            }
            trailing={
              <span className="font-semibold tabular-nums text-success">
                +{formatExact(record.amount, locale)} {record.coin_name}
              </span>
            }
          />
        );
      }}
    />
  );
}
