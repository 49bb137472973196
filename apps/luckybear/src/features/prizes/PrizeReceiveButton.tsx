"use client";
// A reached prize's receive button (../rewards/ReceiveButton): then `onDone` re-reads the prizes.
// Spec: not shown — whether a request for one prize holds back the others' buttons. Choice: no; each
// prize's button guards its own request (the server-rendered page has one button part per prize).
import { Trans } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { ReceiveButton } from "../rewards/ReceiveButton";

/** `label`: the button's accessible name ("Receive Bronze"). */
export function PrizeReceiveButton({ prizeId, label, onDone }: { prizeId: number; label: string; onDone: () => void }) {
  return (
    <ReceiveButton endpoint={luckyBearRewardEndpoints.rtPrizeReceive} input={{ prize_id: prizeId }} onDone={onDone} label={label} size="sm">
      <Trans>Receive</Trans>
    </ReceiveButton>
  );
}
