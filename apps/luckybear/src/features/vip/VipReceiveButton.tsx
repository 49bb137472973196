"use client";
// A reached level's receive button: one request per tap (use-receive-once), then `onDone` re-reads the
// profile; a failure says so on a line of its own under the level's text (the row wraps).
// Spec: not shown — whether a request for one level holds back the others' buttons. Choice: no; each
// level's button guards its own request (the server-rendered page has one button part per level).
import { Trans } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { Button } from "@repo/ui/button";
import { useReceiveOnce } from "../rewards/use-receive-once";

/** `label`: the button's accessible name ("Receive the VIP 3 reward"). */
export function VipReceiveButton({ level, label, onDone }: { level: number; label: string; onDone: () => void }) {
  const receiver = useReceiveOnce(luckyBearRewardEndpoints.receiveVipReward, onDone);
  const key = String(level);
  const receiving = receiver.pendingKey === key;
  return (
    <>
      <Button size="sm" loading={receiving} disabled={receiving} onClick={() => receiver.receive(key, { level })} aria-label={label}>
        <Trans>Receive</Trans>
      </Button>
      {receiver.failedKey === key ? (
        <p role="alert" className="order-last basis-full pl-52 text-13 text-danger">
          <Trans>The reward could not be received. Try again.</Trans>
        </p>
      ) : null}
    </>
  );
}
