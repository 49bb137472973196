"use client";
// The player's codes of a draw read by the browser (LuckyCodeRead), with a retry when the read fails.
import { useLingui } from "@lingui/react/macro";
import { campEndpoints, type LuckyDraw } from "@repo/api-client/endpoints/camp";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { MyCodesCard } from "./MyCodesCard";

export function MyCodes({ locale, draw }: { locale: Locale; draw: LuckyDraw }) {
  const { t } = useLingui();
  const mine = useApiQuery(campEndpoints.myLuckyCodes, { draw_id: draw.draw_id });
  const failed = mine.isError && !mine.data ? <ErrorState title={t`Your codes could not load.`} onRetry={() => void mine.refetch()} retrying={mine.isFetching} /> : undefined;
  return <MyCodesCard locale={locale} draw={draw} codes={mine.data} failed={failed} />;
}
