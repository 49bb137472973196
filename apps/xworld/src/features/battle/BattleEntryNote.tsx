// Why the player cannot enter now (`entryBlock`), said under their standing. No client code of its own.
import { Trans } from "@lingui/react/macro";

export function BattleEntryNote({ block }: { block: "ended" | "no_entries" }) {
  return (
    <p className="text-14 text-text-muted">
      {block === "no_entries" ? <Trans>You have used every entry today. Come back tomorrow.</Trans> : <Trans>This battle is over. The next one starts at midnight (UTC).</Trans>}
    </p>
  );
}
