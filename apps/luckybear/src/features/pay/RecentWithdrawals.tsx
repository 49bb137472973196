"use client";
// The latest withdrawals read by the browser (PayRead): a side note, nothing while it loads or when it fails.
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { RecentWithdrawalsList } from "./RecentWithdrawalsList";

export function RecentWithdrawals({ locale }: { locale: Locale }) {
  const logs = useApiQuery(luckyBearLobbyEndpoints.recentWithdrawLogs, {});
  return logs.data ? <RecentWithdrawalsList locale={locale} logs={logs.data} /> : null;
}
