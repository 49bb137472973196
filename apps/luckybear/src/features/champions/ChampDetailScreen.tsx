// /luckybear/champions/[champId]: one championship (champ/detail): countdown, prize pool, rules, the
// billboard (champ/billboard) with the player's own rank, and the reward received once after the end
// (champ/receive_reward). A server component: what the server read with the player's login is the page's
// HTML (ServerPlayerContent keeps it while this render is that player's); its client code is the countdown
// (at zero the page renders again on the server) and, loaded after start, an ended championship's receive
// button. Otherwise the browser reads the page (ChampDetailFromBrowser).
import { useLingui } from "@lingui/react/macro";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { ChampBoardCard, ChampBoardView } from "./ChampBoardView";
import { ChampDetailFromBrowser, ChampReceiveFromBrowser } from "./ChampDetailFromBrowser";
import { ChampDetailView } from "./ChampDetailView";
import { ChampStatusRefreshing } from "./ChampStatusRefreshing";
import type { ChampDetailFirst } from "./load-champ-detail";

export interface ChampDetailScreenProps {
  locale: Locale;
  champId: number;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<ChampDetailFirst> | null;
}

export function ChampDetailScreen({ locale, champId, first }: ChampDetailScreenProps) {
  const { t } = useLingui();
  const fromBrowser = <ChampDetailFromBrowser locale={locale} champId={champId} />;
  const champ = first?.data.detail;
  const board = first?.data.board;
  if (!first || !champ || !board) return fromBrowser;
  return (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      <ChampDetailView
        locale={locale}
        champ={champ}
        status={<ChampStatusRefreshing champ={champ} />}
        receive={<ChampReceiveFromBrowser champId={champ.champ_id} />}
        board={
          <ChampBoardCard>
            <ChampBoardView locale={locale} board={board} myScore={champ.my_score} ownName={first.userName || t`You`} />
          </ChampBoardCard>
        }
      />
    </ServerPlayerContent>
  );
}
