// The rewards received, newest first, 20 a page: the first page as the server read it, with no client
// code; "Show more" loads the next pages in the browser (LaterRewards).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { activityEndpoints } from "@repo/api-client/endpoints/activity";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state/EmptyState";
import { LaterRewards } from "./LaterRewards";
import { RewardRecordRow } from "./RewardRecordRow";

export type RewardHistoryPage = ResponseOf<typeof activityEndpoints.rewardHistory>;

/** The list's texts, the same on the server's page and the browser's read. */
export function RewardHistoryEmpty() {
  return <EmptyState title={<Trans>No rewards yet.</Trans>} description={<Trans>Rewards you claim or win show up here.</Trans>} />;
}

export function RewardHistoryList({ first, locale }: { first: RewardHistoryPage; locale: Locale }) {
  const { t } = useLingui();
  return (
    <ServerPagedList first={first} label={t`Rewards received`} empty={<RewardHistoryEmpty />} later={<LaterRewards first={first} locale={locale} />} count>
      {first.list.map((record) => (
        <RewardRecordRow key={record.record_id} record={record} locale={locale} />
      ))}
    </ServerPagedList>
  );
}
