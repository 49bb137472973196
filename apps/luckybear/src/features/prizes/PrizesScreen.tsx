// /luckybear/prizes: live bet prizes. Progress toward each bet threshold (rt_prize_conf), each reached
// prize received once (rt_prize_receive), the winners billboard (rt_prize_billboard, refreshing) and the
// bet ranking (bet_ranking_list). A server component: what the server read with the player's login is
// the page's HTML (ServerPlayerContent keeps it while this render is that player's); its client code is
// the period's countdown (at zero the page renders again on the server) and, loaded after start, each
// reached prize's receive button and the winners' refresh. Otherwise the browser reads the page
// (PrizesFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { BetPrizesCard } from "./BetPrizesCard";
import { BetPrizesView } from "./BetPrizesView";
import { BetRankingCard, BetRankingView } from "./BetRankingView";
import type { PrizesFirst } from "./load-prizes";
import { RefreshingCountdown } from "@repo/app-shell/refreshing-countdown";
import { PrizeReceiveFromBrowser, PrizesFromBrowser, WinnersFromBrowser } from "./PrizesFromBrowser";
import { WinnersCard, WinnersList } from "./WinnersList";

export interface PrizesScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<PrizesFirst> | null;
}

export function PrizesScreen({ locale, first }: PrizesScreenProps) {
  const { t } = useLingui();
  const fromBrowser = <PrizesFromBrowser locale={locale} />;
  const conf = first?.data.conf;
  const winners = first?.data.winners;
  const ranking = first?.data.ranking;
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>Live prizes</Trans>
      </h1>
      {first && conf && winners && ranking ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <BetPrizesCard>
            <BetPrizesView
              locale={locale}
              conf={conf}
              countdown={<RefreshingCountdown endsAt={conf.period_end} label={t`Period ends in`} className="text-text" />}
              receive={(prize) => {
                const name = prize.name;
                return <PrizeReceiveFromBrowser prizeId={prize.prize_id} label={t`Receive ${name}`} />;
              }}
            />
          </BetPrizesCard>
          <WinnersFromBrowser locale={locale} first={winners} player={first.userId}>
            <WinnersCard>
              <WinnersList locale={locale} board={winners} />
            </WinnersCard>
          </WinnersFromBrowser>
          <BetRankingCard>
            <BetRankingView locale={locale} ranking={ranking} ownName={first.userName || t`You`} />
          </BetRankingCard>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </div>
  );
}
