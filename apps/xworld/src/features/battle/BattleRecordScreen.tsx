// /battle/record (login-required): every battle the player entered, newest first: runs, best score,
// rank, prize. A server component: the first page the server read with the player's login is the
// page's HTML and ships no code (ServerPlayerContent keeps it while this render is that player's);
// "Show more" loads the next pages in the browser. A guest, another login or a failed read get the
// browser's own read (BattleRecordFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card/Card";
import { BattleRecordFromBrowser } from "./BattleRecordFromBrowser";
import { BattleRecordPages } from "./BattleRecordPages";
import type { BattleRecordFirst } from "./load-battle-record";

export interface BattleRecordScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<BattleRecordFirst> | null;
}

export function BattleRecordScreen({ locale, first }: BattleRecordScreenProps) {
  const fromBrowser = <BattleRecordFromBrowser locale={locale} />;
  const record = first?.data.record;
  return (
    <PageFrame locale={locale} back="/battle" heading={<Trans>My battle record</Trans>}>
      {first && record ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <Card flush>
            <div className="pb-8">
              <BattleRecordPages first={record} locale={locale} />
            </div>
          </Card>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
