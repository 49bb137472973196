// "Added" at the end of a catalogue game's row the player has.
import { Trans } from "@lingui/react/macro";

export function GameAdded() {
  return (
    <span className="text-13 font-semibold text-success">
      <Trans>Added</Trans>
    </span>
  );
}
