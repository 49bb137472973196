// Under the player's part of an ended pool: that it was received, or its receive button (`onReceive`
// unset: shown, not yet pressable) and what a receive refused (`error`); once received here, the new
// balance (`outcome`) instead.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import type { ReactNode } from "react";

export interface ReceivePrizeAreaProps {
  coin: string;
  /** The player's part, written for the player ("30.00"). */
  part: string;
  /** The server says the part was received. */
  received: boolean;
}

export function ReceivePrizeArea({ coin, part, received, error, outcome, busy = false, onReceive }: ReceivePrizeAreaProps & { error?: ReactNode; outcome?: ReactNode; busy?: boolean; onReceive?: () => void }) {
  return (
    <>
      {outcome ??
        (received ? (
          <p className="text-14 font-semibold text-success">
            <Trans>Received</Trans>
          </p>
        ) : (
          <Button block disabled={!onReceive} loading={busy} onClick={onReceive}>
            <Trans>
              Receive {part} {coin}
            </Trans>
          </Button>
        ))}
      {error}
    </>
  );
}
