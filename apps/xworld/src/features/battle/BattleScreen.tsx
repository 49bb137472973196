// /battle: today's battle. The time left, the pool and its prizes, the player's standing, and entering
// (the fee confirmed, one submission); each entry is a run the server scores, the best one ranks. A server
// component: the battle and the balance the server read with the player's login are the page's HTML
// (ServerPlayerContent keeps them while this render is that player's). Entering is its client part,
// loaded after start (an entry renders the page again on the server, its run's score staying shown), with
// the countdown (at zero, the same). A guest, another login or a failed read gets the browser's own read
// (BattleFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { formatExact } from "../wallet/format-coin";
import { RefreshingCountdown } from "@repo/app-shell/refreshing-countdown";
import type { BattleEntryFacts } from "./BattleEntry";
import { BattleEntryPart, BattleFromBrowser } from "./BattleFromBrowser";
import { BattleView } from "./BattleView";
import type { BattleFirst } from "./load-battle";

export interface BattleScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<BattleFirst> | null;
}

export function BattleScreen({ locale, first }: BattleScreenProps) {
  const { t } = useLingui();
  const fromBrowser = <BattleFromBrowser locale={locale} />;
  const battle = first?.data.battle;
  const assets = first?.data.assets;
  const offchain = battle ? assets?.list.find((row) => row.coin_name === battle.coin_name)?.offchain : undefined;
  return (
    <PageFrame locale={locale} heading={<Trans>Daily battle</Trans>}>
      {first && battle && assets ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <BattleView
            locale={locale}
            battle={battle}
            offchain={offchain}
            countdown={<RefreshingCountdown endsAt={battle.ends_at} label={t`Battle ends in`} className="text-18 text-text" />}
            entry={<BattleEntryPart battle={entryFacts(battle)} fee={formatExact(battle.entry_fee, locale)} offchain={offchain ?? "0"} refreshPage />}
          />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}

/** What entering needs of the battle: all the client part is sent. */
function entryFacts({ battle_id, entry_fee, coin_name, status, max_entries, my_entries }: BattleEntryFacts) {
  return { battle_id, entry_fee, coin_name, status, max_entries, my_entries };
}
