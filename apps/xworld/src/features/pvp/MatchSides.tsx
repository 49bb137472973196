// A match's two sides: who plays on each, "You" and "Winner", and what `join` puts under a free side
// the player may take (a button, or its placeholder until the button's code has loaded).
import { useLingui } from "@lingui/react/macro";
import type { PvpMatch, PvpSide } from "@repo/api-client/endpoints/pvp";
import { StatusPill } from "@repo/ui/status-pill";
import type { ReactNode } from "react";
import { joinableSides } from "./pvp-rules";
import { useSideName } from "./use-pvp-texts";

export function MatchSides({ match, join }: { match: PvpMatch; join: (side: PvpSide, name: string) => ReactNode }) {
  const { t } = useLingui();
  const sideName = useSideName();
  const free = joinableSides(match);
  return (
    <ul className="grid grid-cols-2 gap-12" aria-label={t`Sides`}>
      {match.sides.map(({ side, player }) => {
        const name = sideName(side);
        return (
          <li key={side} className={`flex flex-col gap-8 rounded-16 border-2 p-12 ${side === "red" ? "border-danger" : "border-primary"}`}>
            <p className="text-13 font-semibold text-text-muted">{name}</p>
            <p className="truncate text-16 font-bold text-text">{player ? player.username : t`Free seat`}</p>
            {match.my_side === side ? <StatusPill tone="info">{t`You`}</StatusPill> : null}
            {match.winner_side === side ? <StatusPill tone="success">{t`Winner`}</StatusPill> : null}
            {free.includes(side) ? join(side, name) : null}
          </li>
        );
      })}
    </ul>
  );
}
