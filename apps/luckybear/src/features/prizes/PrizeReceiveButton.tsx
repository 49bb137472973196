"use client";
// A reached prize's receive button: one request per tap (use-receive-once), then `onDone` re-reads the
// prizes; a failure says so under the button.
// Spec: not shown — whether a request for one prize holds back the others' buttons. Choice: no; each
// prize's button guards its own request (the server-rendered page has one button part per prize).
import { Trans } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { Button } from "@repo/ui/button";
import { useReceiveOnce } from "../rewards/use-receive-once";

/** `label`: the button's accessible name ("Receive Bronze"). */
export function PrizeReceiveButton({ prizeId, label, onDone }: { prizeId: number; label: string; onDone: () => void }) {
  const receiver = useReceiveOnce(luckyBearRewardEndpoints.rtPrizeReceive, onDone);
  const key = String(prizeId);
  const receiving = receiver.pendingKey === key;
  return (
    <>
      <Button size="sm" loading={receiving} disabled={receiving} onClick={() => receiver.receive(key, { prize_id: prizeId })} aria-label={label}>
        <Trans>Receive</Trans>
      </Button>
      {receiver.failedKey === key ? (
        <p role="alert" className="text-13 text-danger">
          <Trans>The reward could not be received. Try again.</Trans>
        </p>
      ) : null}
    </>
  );
}
