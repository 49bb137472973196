// /win and /inbet: a board of the bet game. A server component: the server reads the board as the
// reader of the request (the player its login cookies name, or on /inbet a guest) and renders the round,
// the last results and the player's bets of the round there (BetBoardView; ServerPlayerContent keeps
// them while this render is that reader's); the bet is its client code, loaded after start, and the page
// renders again on the server every few seconds, at each phase end and after a bet. Another login or a
// failed read get the browser's read (BetBoardFromBrowser), which reads the board itself.
import { Trans } from "@lingui/react/macro";
import type { BitBoard } from "@repo/api-client/endpoints/bit-game";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { ViewerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { SkeletonText } from "@repo/ui/skeleton";
import type { ReactNode } from "react";
import { BetBoardFromBrowser } from "./BetBoardParts";
import { BetBoardView } from "./BetBoardView";
import { boardHref } from "./boards";
import type { BetBoardFirst } from "./load-bet-board";
import { useBoardName } from "./use-bet-texts";

export interface BetBoardScreenProps {
  locale: Locale;
  board: BitBoard;
  /** The reader's first data as the server read it (userId null: a guest on /inbet; none: no read). */
  first?: ViewerFirst<BetBoardFirst> | null;
}

export function BetBoardScreen({ locale, board, first }: BetBoardScreenProps) {
  const boardName = useBoardName()(board);
  const frame = (action: ReactNode, content: ReactNode) => (
    <PageFrame locale={locale} heading={boardName} action={action}>
      {content}
    </PageFrame>
  );
  // The browser's read draws its own frame, with the money link once it knows a player looks.
  const fromBrowser = (
    <BetBoardFromBrowser
      locale={locale}
      board={board}
      placeholder={frame(
        null,
        <Card>
          <SkeletonText lines={7} />
        </Card>,
      )}
    />
  );
  const state = first?.data.board;
  if (!first || !state) return fromBrowser;
  const moneyLink =
    first.userId === null ? null : (
      <Link href={boardHref(locale, board, "money")} className="text-14 font-semibold text-link">
        <Trans>Money</Trans>
      </Link>
    );
  return (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      {frame(moneyLink, <BetBoardView locale={locale} board={board} state={state} player={first.userId} bets={first.data.bets} readAtMs={first.data.readAtMs} />)}
    </ServerPlayerContent>
  );
}
