// /battle/rank: today's leaderboard by best score, the player's own row pinned under it. A server
// component: the leaderboard the server read with the player's login is the page's HTML and ships no
// code (ServerPlayerContent keeps it while this render is that player's); a guest, another login or a
// failed read gets the browser's own read (BattleRankFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { BattleRankFromBrowser } from "./BattleRankFromBrowser";
import { BattleRankView } from "./BattleRankView";
import type { BattleRankFirst } from "./load-battle-rank";

export interface BattleRankScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<BattleRankFirst> | null;
}

export function BattleRankScreen({ locale, first }: BattleRankScreenProps) {
  const { t } = useLingui();
  const fromBrowser = <BattleRankFromBrowser locale={locale} />;
  // The server's leaderboard stands only for the battle it was read for.
  const board = first?.data.rank && first.data.rank.battle_id === first.data.battle?.battle_id ? first.data.rank : null;
  return (
    <PageFrame locale={locale} back="/battle" heading={<Trans>Battle leaderboard</Trans>}>
      {first && board ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <BattleRankView board={board} ownName={first.userName || t`You`} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
