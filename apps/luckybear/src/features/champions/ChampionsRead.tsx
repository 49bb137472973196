"use client";
// The championships read by the browser, when the server could not (with a retry on failure); at a
// countdown's zero the list is read again. Loaded only then (ChampionsFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { ChampionsList } from "./ChampionsList";
import { ChampStatus } from "./ChampStatus";

export function ChampionsRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const champs = useApiQuery(luckyBearRewardEndpoints.champList, {});
  const refetch = () => void champs.refetch();
  if (champs.isError) return <ErrorState title={t`The championships could not load.`} onRetry={refetch} retrying={champs.isFetching} />;
  return <ChampionsList champs={champs.data} locale={locale} status={(champ) => <ChampStatus champ={champ} onPhaseEnd={refetch} />} />;
}
