"use client";
// The draw card read by the browser: the player's chance (from the server's read when the page has one,
// `first`), the draw (one per tap, use-free-draw.ts) and its result, then the countdown to the next
// chance (at zero the chance is read again). On the server-rendered page a part loaded after start
// (FreeDrawFromBrowser), when today's draw is ready; else in the browser's read of the page (LotteryRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { fromServer, useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { CountdownRing } from "@repo/ui/countdown/ring";
import { ErrorState } from "@repo/ui/error-state";
import { DrawCardSkeleton } from "./DrawCardSkeleton";
import { DAY_MS, DRAW_CARD_CONTENT } from "./draw-card";
import { DrawnToday } from "./DrawnToday";
import { DrawReady } from "./DrawReady";
import { DrawResult } from "./DrawResult";
import { useFreeDraw } from "./use-free-draw";

export type LotteryChance = ResponseOf<typeof luckyBearRewardEndpoints.freeLotteryChance>;

/** `first`: the server's read of the chance, made for `player`. */
export function FreeDrawCard({ locale, first, player }: { locale: Locale; first?: LotteryChance; player?: number }) {
  const { t } = useLingui();
  const chance = useApiQuery(luckyBearRewardEndpoints.freeLotteryChance, {}, fromServer(first, player));
  const draw = useFreeDraw();
  if (chance.isError && !chance.data) {
    return (
      <Card>
        <ErrorState title={t`The free lottery could not load.`} onRetry={() => void chance.refetch()} retrying={chance.isFetching} />
      </Card>
    );
  }
  if (!chance.data) return <DrawCardSkeleton />;
  const nextFreeAt = chance.data.next_free_at;
  return (
    <Card>
      <div className={DRAW_CARD_CONTENT}>
        {draw.result ? <DrawResult locale={locale} result={draw.result} /> : null}
        {chance.data.chances > 0 ? (
          <DrawReady drawing={draw.drawing} onDraw={draw.start} />
        ) : (
          <DrawnToday
            countdown={
              nextFreeAt !== null ? <CountdownRing target={nextFreeAt * 1000} periodMs={DAY_MS} label={t`Next free draw in`} onEnd={() => void chance.refetch()} /> : null
            }
          />
        )}
        {draw.error ? (
          <p role="alert" className="text-14 text-danger">
            <Trans>The draw did not go through. Please check again in a moment.</Trans>
          </p>
        ) : null}
      </div>
    </Card>
  );
}
