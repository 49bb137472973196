"use client";
// The reward history's pager: the pages after the server's first, as rows after its rows.
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import { memo } from "react";
import { HISTORY_PAGE_SIZE } from "../wallet/history-paging";
import type { RewardHistoryPage } from "./RewardHistoryList";
import { RewardRecordRow } from "./RewardRecordRow";

const Row = memo(RewardRecordRow);

export function MoreRewards({ first, locale, onChange }: { first: RewardHistoryPage; locale: Locale } & PagerReport) {
  const later = useMorePages(activityEndpoints.rewardHistory, { page_size: HISTORY_PAGE_SIZE }, { first, idKey: "record_id", onChange });
  return later.map((record) => <Row key={record.record_id} record={record} locale={locale} />);
}
