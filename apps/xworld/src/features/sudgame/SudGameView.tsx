// A Sud game's card: its icon, what it is and how many play it. No client code of its own: rendered on
// the server (the page's catalogue read) and in the browser (SudGameRead).
import { Trans } from "@lingui/react/macro";
import type { SudGame } from "@repo/api-client/endpoints/sud-game";
import { Card } from "@repo/ui/card";

export function SudGameView({ game }: { game: SudGame }) {
  const min = game.min_players;
  const max = game.max_players;
  return (
    <Card>
      <div className="flex gap-12">
        <img src={game.icon} alt="" width={72} height={72} className="size-72 shrink-0 rounded-16 bg-surface-sunken object-cover" />
        <div className="flex min-w-0 flex-col gap-4">
          <p className="text-14 text-text">{game.description}</p>
          <p className="text-13 text-text-muted">{min === max ? <Trans>{max} players</Trans> : <Trans>{min} to {max} players</Trans>}</p>
        </div>
      </div>
    </Card>
  );
}
