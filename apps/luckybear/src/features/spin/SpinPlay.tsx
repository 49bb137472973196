"use client";
// The lucky wheel that spins: the player's prizes and spins left (lucky_spin_conf, from the server's read
// when the page has one, `first`), one spin per tap (use-spin.ts), the wheel turning to the server's
// prize, then the prize and the new balance. On the server-rendered page a part loaded after start
// (SpinPlayFromBrowser) when a spin is left; else in the browser's read of the page (SpinRead).
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { fromServer, useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { PrizeWheel } from "@repo/ui/prize-wheel";
import { SpinButton } from "./SpinButton";
import { SpinResult } from "./SpinResult";
import { SpinSkeleton } from "./SpinSkeleton";
import { SpinView } from "./SpinView";
import { useSpin } from "./use-spin";
import { type SpinConf, wheelSegments } from "./wheel-segments";

export interface SpinPlayProps {
  locale: Locale;
  /** The server's read of the wheel, made for `player`. */
  first?: SpinConf;
  player?: number;
}

export function SpinPlay({ locale, first, player }: SpinPlayProps) {
  const { t } = useLingui();
  const conf = useApiQuery(luckyBearRewardEndpoints.luckySpinConf, {}, fromServer(first, player));
  const spin = useSpin();

  if (conf.isError) {
    return <ErrorState title={t`The lucky wheel could not load.`} onRetry={() => void conf.refetch()} retrying={conf.isFetching} />;
  }
  if (!conf.data) return <SpinSkeleton />;

  const segments = wheelSegments(conf.data.prizes, locale);
  const chances = spin.phase === "idle" ? conf.data.chances : (spin.outcome?.chancesLeft ?? conf.data.chances);
  const spinning = spin.phase === "requesting" || spin.phase === "turning";
  const wheel =
    segments.length > 0 ? <PrizeWheel label={t`Lucky wheel`} segments={segments} landingId={spin.outcome?.prizeId ?? null} spins={spin.spins} onSettled={spin.settle} /> : null;

  return (
    <SpinView wheel={wheel} chances={chances} spinButton={<SpinButton spinning={spinning} disabled={segments.length === 0} onSpin={spin.start} />}>
      {spin.phase === "done" && spin.outcome ? <SpinResult locale={locale} outcome={spin.outcome} /> : null}
      {spin.error ? (
        <p role="alert" className="text-center text-14 text-danger">
          <Trans>The spin did not go through. Your spins left have been refreshed.</Trans>
        </p>
      ) : null}
    </SpinView>
  );
}
