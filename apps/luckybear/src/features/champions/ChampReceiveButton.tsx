"use client";
// An ended championship's receive button (../rewards/ReceiveButton): then `onDone` reads the
// championship again.
import { Trans } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { ReceiveButton } from "../rewards/ReceiveButton";

export function ChampReceiveButton({ champId, onDone }: { champId: number; onDone: () => void }) {
  return (
    <ReceiveButton endpoint={luckyBearRewardEndpoints.champReceiveReward} input={{ champ_id: champId }} onDone={onDone} block>
      <Trans>Receive reward</Trans>
    </ReceiveButton>
  );
}
