// A championship's billboard (champ/billboard) with the player's own rank pinned under it (their row when
// they are on the board, else their rank and score from the detail). No client code of its own: rendered
// on the server (the page's read for the player) and in the browser (ChampBoardRead).
import { useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { RankedList, type RankedRow } from "@repo/ui/ranked-list";
import { ownRankedRow } from "@repo/ui/ranked-list/own-row";
import type { ReactNode } from "react";

export type ChampBillboard = ResponseOf<typeof luckyBearRewardEndpoints.champBillboard>;

/** The card around the billboard (or its loading or error state). */
export function ChampBoardCard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Card title={t`Billboard`} flush>
      {children}
    </Card>
  );
}

interface ChampBoardViewProps {
  locale: Locale;
  board: ChampBillboard;
  /** The player's score in the championship (the detail's), for their own row when they are off the board. */
  myScore: string;
  /** The player's name for their own row when they are off the board. */
  ownName: string;
}

export function ChampBoardView({ locale, board, myScore, ownName }: ChampBoardViewProps) {
  const { t } = useLingui();
  const amount = (value: string) => formatAmount(value, { locale });
  const rows: RankedRow[] = board.list.map((entry) => ({ id: entry.user_id, rank: entry.rank, name: entry.username, avatar: entry.avatar || undefined, value: amount(entry.score) }));
  const own = ownRankedRow(rows, board.my_rank, ownName, amount(myScore));
  return <RankedList label={t`Billboard`} rows={rows} own={own} empty={<EmptyState title={t`Nobody is ranked yet.`} />} />;
}
