"use client";
// /luckybear/champions: the championships (champ/list), running first, then upcoming, then ended.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { fromServer, useApiQuery } from "@repo/api-client/react";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import Link from "@repo/app-shell/link";
import { ChampStatus } from "./ChampStatus";
import { type ChampionsFirst, sortChamps } from "./champ-time";

/** `first`: the list as the server fetched it (nothing when it could not). */
export function ChampionsScreen({ locale, first }: { locale: Locale; first?: ChampionsFirst }) {
  const { t } = useLingui();
  const champs = useApiQuery(luckyBearRewardEndpoints.champList, {}, fromServer(first?.champs));
  const refetch = () => void champs.refetch();
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>Championships</Trans>
      </h1>
      {champs.isError ? (
        <ErrorState title={t`The championships could not load.`} onRetry={refetch} retrying={champs.isFetching} />
      ) : (
        <List label={t`Championships`} loading={!champs.data} loadingRows={3} empty={<EmptyState title={t`No championships right now.`} />}>
          {champs.data && champs.data.list.length > 0
            ? sortChamps(champs.data.list).map((champ) => {
                const pool = `${formatAmount(champ.prize_pool, { locale })} ${champ.coin_name}`;
                return (
                  <Link
                    key={champ.champ_id}
                    href={`/${locale}/luckybear/champions/${champ.champ_id}`}
                    data-testid={`champ-${champ.champ_id}`}
                    className="flex flex-col gap-4 px-16 py-12"
                  >
                    <span className="text-16 font-semibold text-text">{champ.title}</span>
                    <span className="text-13 text-text-muted">
                      <Trans>Prize pool {pool}</Trans>
                    </span>
                    <ChampStatus champ={champ} onPhaseEnd={refetch} />
                  </Link>
                );
              })
            : null}
        </List>
      )}
    </div>
  );
}
