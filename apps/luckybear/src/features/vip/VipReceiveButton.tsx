"use client";
// A reached level's receive button (../rewards/ReceiveButton): then `onDone` re-reads the profile; a
// failure says so on a line of its own under the level's text (the row wraps).
// Spec: not shown — whether a request for one level holds back the others' buttons. Choice: no; each
// level's button guards its own request (the server-rendered page has one button part per level).
import { Trans } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { ReceiveButton } from "../rewards/ReceiveButton";

/** `label`: the button's accessible name ("Receive the VIP 3 reward"). */
export function VipReceiveButton({ level, label, onDone }: { level: number; label: string; onDone: () => void }) {
  return (
    <ReceiveButton
      endpoint={luckyBearRewardEndpoints.receiveVipReward}
      input={{ level }}
      onDone={onDone}
      label={label}
      size="sm"
      alertClassName="order-last basis-full pl-52"
    >
      <Trans>Receive</Trans>
    </ReceiveButton>
  );
}
