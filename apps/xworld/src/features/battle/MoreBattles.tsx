"use client";
// The battle record's pager: the pages after the server's first, as rows after its rows.
import { battleEndpoints } from "@repo/api-client/endpoints/battle";
import type { PagerReport } from "@repo/app-shell/paging/later-pages";
import { useMorePages } from "@repo/app-shell/paging/use-more-pages";
import type { Locale } from "@repo/i18n/locales";
import { memo } from "react";
import { HISTORY_PAGE_SIZE } from "../wallet/history-paging";
import type { BattleRecordPage } from "./BattleRecordPages";
import { BattleRecordRow } from "./BattleRecordRow";

const Row = memo(BattleRecordRow);

export function MoreBattles({ first, locale, onChange }: { first: BattleRecordPage; locale: Locale } & PagerReport) {
  const later = useMorePages(battleEndpoints.record, { page_size: HISTORY_PAGE_SIZE }, { first, idKey: "battle_id", onChange });
  return later.map((item) => <Row key={item.battle_id} locale={locale} item={item} />);
}
