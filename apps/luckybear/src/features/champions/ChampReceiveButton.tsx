"use client";
// An ended championship's receive button: one request per tap (use-receive-once), then `onDone` reads the
// championship again; a failure says so under the button.
import { Trans } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { Button } from "@repo/ui/button";
import { useReceiveOnce } from "../rewards/use-receive-once";

export function ChampReceiveButton({ champId, onDone }: { champId: number; onDone: () => void }) {
  const receiver = useReceiveOnce(luckyBearRewardEndpoints.champReceiveReward, onDone);
  const key = String(champId);
  const receiving = receiver.pendingKey === key;
  return (
    <>
      <Button block loading={receiving} disabled={receiving} onClick={() => receiver.receive(key, { champ_id: champId })}>
        <Trans>Receive reward</Trans>
      </Button>
      {receiver.failedKey === key ? (
        <p role="alert" className="text-13 text-danger">
          <Trans>The reward could not be received. Try again.</Trans>
        </p>
      ) : null}
    </>
  );
}
