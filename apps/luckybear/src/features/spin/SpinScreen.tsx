"use client";
// /luckybear/spin: the lucky wheel (lucky_spin_conf), one spin per tap (lucky_spin); the wheel lands
// on the prize the server returned, then the prize and the new balance show.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import { type PlayerAnswers, usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { ErrorState } from "@repo/ui/error-state";
import { PrizeWheel } from "@repo/ui/prize-wheel";
import { Skeleton } from "@repo/ui/skeleton";
import type { SpinFirst } from "./load-spin";
import { SpinResult } from "./SpinResult";
import { useSpin } from "./use-spin";

export interface SpinScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<SpinFirst> | null;
}

export function SpinScreen({ locale, first }: SpinScreenProps) {
  const server = usePlayerFirst(first);
  return server.signedIn ? <PlayerSpin locale={locale} server={server} /> : null;
}

/** Mounted for a player: the one the session knows, or the one the server rendered for (their first data in hand). */
function PlayerSpin({ locale, server }: { locale: Locale; server: PlayerAnswers<SpinFirst> }) {
  const { t } = useLingui();
  const conf = useApiQuery(luckyBearRewardEndpoints.luckySpinConf, {}, server.answer(server.data?.conf));
  const spin = useSpin();
  const amount = (value: string) => formatAmount(value, { locale });

  if (conf.isError) {
    return <ErrorState title={t`The lucky wheel could not load.`} onRetry={() => void conf.refetch()} retrying={conf.isFetching} />;
  }
  if (!conf.data) return <SpinSkeleton />;

  const segments = conf.data.prizes.map((prize) => ({ id: prize.id, label: `${amount(prize.amount)} ${prize.coin_name}`, icon: prize.icon }));
  const chances = spin.phase === "idle" ? conf.data.chances : (spin.outcome?.chancesLeft ?? conf.data.chances);
  const spinning = spin.phase === "requesting" || spin.phase === "turning";

  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>Lucky wheel</Trans>
      </h1>
      {segments.length === 0 ? (
        <EmptyState title={t`No prizes on the wheel right now.`} />
      ) : (
        <PrizeWheel label={t`Lucky wheel`} segments={segments} landingId={spin.outcome?.prizeId ?? null} spins={spin.spins} onSettled={spin.settle} />
      )}
      <p className="text-center text-16 text-text" data-testid="spin-chances" aria-live="polite">
        <Trans>Spins left: {chances}</Trans>
      </p>
      {spin.phase === "done" && spin.outcome ? <SpinResult locale={locale} outcome={spin.outcome} /> : null}
      {spin.error ? (
        <p role="alert" className="text-center text-14 text-danger">
          <Trans>The spin did not go through. Your spins left have been refreshed.</Trans>
        </p>
      ) : null}
      {chances > 0 ? (
        <Button block loading={spinning} onClick={spin.start} disabled={spinning || segments.length === 0}>
          {spinning ? <Trans>Spinning…</Trans> : <Trans>Spin</Trans>}
        </Button>
      ) : (
        <Card>
          <p className="text-16 font-semibold text-text">
            <Trans>No spins left</Trans>
          </p>
          <p className="mt-4 text-14 text-text-muted">
            <Trans>You earn a spin for every recharge and for each friend who joins with your invite link.</Trans>
          </p>
        </Card>
      )}
    </div>
  );
}

function SpinSkeleton() {
  return (
    <div className="flex flex-col items-center gap-16 px-16 py-16" aria-busy="true">
      <Skeleton width={160} height={28} />
      <Skeleton width={288} height={288} circle />
      <Skeleton height={52} />
    </div>
  );
}
