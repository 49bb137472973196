// Under the votes' summary: what a receive brought (`outcome`), then the receive button while rewards wait
// (`onReceive` unset: shown, not yet pressable), or that they grow while the player stakes.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import type { ReactNode } from "react";

export interface ReceiveAreaProps {
  coin: string;
  /** The rewards waiting, written for the player ("4.25"). */
  pending: string;
  /** Whether any reward waits (more than zero). */
  waiting: boolean;
}

export function ReceiveArea({ coin, pending, waiting, outcome, busy = false, onReceive }: ReceiveAreaProps & { outcome?: ReactNode; busy?: boolean; onReceive?: () => void }) {
  return (
    <div className="mt-12 flex flex-col gap-8">
      {outcome}
      {waiting ? (
        <Button block disabled={!onReceive} loading={busy} onClick={onReceive}>
          <Trans>
            Receive {pending} {coin}
          </Trans>
        </Button>
      ) : (
        <p className="text-13 text-text-muted">
          <Trans>Rewards grow by the second while you stake.</Trans>
        </p>
      )}
    </div>
  );
}
