// Under a holding: while it is due, its redeem button (`onRedeem` unset: shown, not yet pressable) after
// what a redeem refused (`error`); once redeemed here, the new balance (`outcome`).
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import type { ReactNode } from "react";

export interface RedeemAreaProps {
  coin: string;
  /** The amount and the term's yield, written for the player ("250.40"). */
  total: string;
  due: boolean;
}

export function RedeemArea({ coin, total, due, error, outcome, busy = false, onRedeem }: RedeemAreaProps & { error?: ReactNode; outcome?: ReactNode; busy?: boolean; onRedeem?: () => void }) {
  return (
    <>
      {due ? (
        <div className="mt-12 flex flex-col gap-8">
          {error}
          <Button block disabled={!onRedeem} loading={busy} onClick={onRedeem}>
            <Trans>
              Redeem {total} {coin}
            </Trans>
          </Button>
        </div>
      ) : null}
      {outcome}
    </>
  );
}
