"use client";
// The reward history read by the browser: for a guest (a prompt to sign in), a player the server did
// not read for (another login, or a login only Telegram or the host app knows), or when the server's
// read failed. Loaded only then (RewardListFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import { activityEndpoints, type RewardRecord } from "@repo/api-client/endpoints/activity";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { HISTORY_PAGE_SIZE } from "../wallet/history-paging";
import { PagedHistory } from "../wallet/PagedHistory";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { HistorySkeleton } from "../wallet/WalletSkeletons";
import { RewardHistoryEmpty } from "./RewardHistoryList";
import { RewardRecordRow } from "./RewardRecordRow";

export function RewardListRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") {
    return (
      <Card flush>
        <History locale={locale} />
      </Card>
    );
  }
  if (viewer === "pending") return <HistorySkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale("/reward/list", locale)}
      title={<Trans>Sign in to see your rewards</Trans>}
      description={<Trans>Every reward you received is listed here.</Trans>}
    />
  );
}

function History({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const history = useApiInfiniteQuery(activityEndpoints.rewardHistory, { page_size: HISTORY_PAGE_SIZE });
  return (
    <PagedHistory
      query={history}
      label={t`Rewards received`}
      empty={<RewardHistoryEmpty />}
      renderRow={(record: RewardRecord) => <RewardRecordRow key={record.record_id} record={record} locale={locale} />}
    />
  );
}
