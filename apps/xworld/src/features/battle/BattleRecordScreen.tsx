"use client";
// /battle/record: every battle the player entered, newest first: runs, fees, best score, rank, prize.
import { Trans, useLingui } from "@lingui/react/macro";
import { type BattleRecord, battleEndpoints } from "@repo/api-client/endpoints/battle";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import { formatDate } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { List, ListItem } from "@repo/ui/list";
import { StatusPill } from "@repo/ui/status-pill";
import { formatExact } from "../wallet/format-coin";
import { EmptyHistory, PagedHistory } from "../wallet/PagedHistory";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { battleHref } from "./battle-rules";

export function BattleRecordScreen({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  return (
    <PageFrame locale={locale} back="/battle" heading={<Trans>My battle record</Trans>}>
      {viewer === "player" ? (
        <Record locale={locale} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={battleHref(locale, "record")}
          title={<Trans>Battle every day</Trans>}
          description={<Trans>Sign in to enter today's battle; the top three share the prize pool.</Trans>}
        />
      ) : (
        <List loading loadingRows={4} />
      )}
    </PageFrame>
  );
}

function Record({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const record = useApiInfiniteQuery(battleEndpoints.record, {});
  return (
    <Card flush>
      <PagedHistory
        query={record}
        label={t`My battle record`}
        empty={<EmptyHistory title={<Trans>No battles yet.</Trans>} description={<Trans>Enter today's battle to start your record.</Trans>} />}
        renderRow={(item) => <RecordRow key={item.battle_id} locale={locale} item={item} />}
      />
    </Card>
  );
}

function RecordRow({ locale, item }: { locale: Locale; item: BattleRecord }) {
  const { t } = useLingui();
  const day = formatDate(item.ends_at - 1, { locale });
  const entries = item.entries;
  const best = item.best_score;
  const rank = item.rank === null ? "--" : String(item.rank);
  const prize = item.prize ? formatExact(item.prize, locale) : null;
  const coin = item.coin_name;
  return (
    <ListItem
      title={t`Battle of ${day}`}
      subtitle={t`${entries} runs · best ${best} · rank ${rank}`}
      trailing={
        item.status === "running" ? (
          <StatusPill tone="info">{t`Running`}</StatusPill>
        ) : prize ? (
          <StatusPill tone="success">{t`Won ${prize} ${coin}`}</StatusPill>
        ) : (
          <StatusPill tone="neutral">{t`Ended`}</StatusPill>
        )
      }
    />
  );
}
