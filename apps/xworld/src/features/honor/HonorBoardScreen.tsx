// /honor/board: players ranked by honor points, the player's own row pinned under the board. A server
// component: the board the server read with the player's login is the page's HTML and ships no code
// (ServerPlayerContent keeps it while this render is that player's); a guest, another login or a
// failed read gets the browser's own read (HonorBoardFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { HonorBoardFromBrowser } from "./HonorBoardFromBrowser";
import { HonorBoardView } from "./HonorBoardView";
import type { HonorBoardFirst } from "./load-honor-board";

export interface HonorBoardScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<HonorBoardFirst> | null;
}

export function HonorBoardScreen({ locale, first }: HonorBoardScreenProps) {
  const { t } = useLingui();
  const fromBrowser = <HonorBoardFromBrowser locale={locale} />;
  const board = first?.data.board;
  return (
    <PageFrame locale={locale} back="/honor" heading={<Trans>Honor board</Trans>}>
      {first && board ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <HonorBoardView board={board} ownName={first.userName || t`You`} locale={locale} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
