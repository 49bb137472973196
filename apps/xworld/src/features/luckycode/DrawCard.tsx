// A draw: its prize, the price of a code, how many codes are sold, and the time left until the draw
// (`countdown`, the caller's timer: it knows what happens at zero) or, once drawn, the winning code. No
// client code of its own: rendered on the server (LuckyCodeScreen) and by the browser's read (LuckyCodeRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { LuckyDraw } from "@repo/api-client/endpoints/camp";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ProgressBar } from "@repo/ui/progress-bar";
import type { ReactNode } from "react";
import { formatExact } from "../wallet/format-coin";

/** `countdown`: the timer to the draw, labelled "Draw in" (shown while the draw is selling). */
export function DrawCard({ locale, draw, countdown }: { locale: Locale; draw: LuckyDraw; countdown: ReactNode }) {
  const { t } = useLingui();
  const prize = formatExact(draw.prize, locale);
  const price = formatExact(draw.code_price, locale);
  const sold = draw.sold_codes;
  const total = draw.total_codes;
  const drawnAt = formatDateTime(draw.draw_at, { locale });
  const winning = draw.winning_code;
  const priceCoin = draw.price_coin;
  return (
    <Card title={draw.title}>
      <div className="flex items-end justify-between gap-12">
        <div className="flex flex-col gap-2">
          <span className="text-13 text-text-muted">
            <Trans>Prize</Trans>
          </span>
          <span className="text-24 font-bold tabular-nums text-primary" data-testid="draw-prize">
            {prize} {draw.prize_coin}
          </span>
          <span className="text-13 text-text-muted">
            <Trans>
              {price} {priceCoin} a code
            </Trans>
          </span>
        </div>
        <div className="flex shrink-0 flex-col items-end text-12 text-text-muted">
          {draw.status === "selling" ? (
            <>
              <Trans>Draw in</Trans>
              {countdown}
            </>
          ) : (
            <Trans>Drawn {drawnAt}</Trans>
          )}
        </div>
      </div>
      <ProgressBar className="mt-12" label={t`Codes sold`} value={sold} max={total} valueText={`${sold} / ${total}`} />
      {draw.status === "drawn" ? (
        <p className="mt-12 text-15 text-text" data-testid="draw-winning-code">
          {winning ? (
            <Trans>
              Winning code: <strong className="font-mono">{winning}</strong>
            </Trans>
          ) : (
            <Trans>No code was sold, so nobody won.</Trans>
          )}
        </p>
      ) : null}
    </Card>
  );
}
