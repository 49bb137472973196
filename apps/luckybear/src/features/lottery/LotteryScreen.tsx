// /luckybear/lottery: the free lottery, one draw per UTC day (free_lottery_chance, draw_free_lottery,
// query_lottery_status) and the amounts it can pay (lottery_amount_range_cfg). A server component: what
// the server read with the player's login is the page's HTML (ServerPlayerContent keeps it while this
// render is that player's). Drawn today: the countdown to the next chance is its only client code (at
// zero the page renders again on the server). Ready: the draw is a part loaded after start
// (FreeDrawFromBrowser). Otherwise the browser reads the page (LotteryFromBrowser).
import { Trans } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { DRAW_CARD_CONTENT } from "./draw-card";
import { DrawnToday } from "./DrawnToday";
import type { LotteryFirst } from "./load-lottery";
import { FreeDrawFromBrowser, LotteryFromBrowser } from "./LotteryFromBrowser";
import { NextDrawRefreshing } from "./NextDrawRefreshing";
import { PrizeRangesCard, PrizeRangesView } from "./PrizeRangesView";

export interface LotteryScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<LotteryFirst> | null;
}

export function LotteryScreen({ locale, first }: LotteryScreenProps) {
  const fromBrowser = <LotteryFromBrowser locale={locale} />;
  const chance = first?.data.chance;
  const ranges = first?.data.ranges;
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>Free lottery</Trans>
      </h1>
      {first && chance && ranges ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          {chance.chances > 0 ? (
            <FreeDrawFromBrowser locale={locale} first={chance} player={first.userId} />
          ) : (
            <Card>
              <div className={DRAW_CARD_CONTENT}>
                <DrawnToday countdown={chance.next_free_at !== null ? <NextDrawRefreshing nextFreeAt={chance.next_free_at} /> : null} />
              </div>
            </Card>
          )}
          <PrizeRangesCard>
            <PrizeRangesView locale={locale} ranges={ranges} />
          </PrizeRangesCard>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </div>
  );
}
