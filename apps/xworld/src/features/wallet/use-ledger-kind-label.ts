// What an off-chain wallet record was, from its `kind`.
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";

/**
 * Spec: not shown — the kinds of off-chain records. Choice: the kinds the dev API books, named for a
 * player; any other kind reads "Wallet record" with the record's memo beside it.
 */
export function useLedgerKindLabel(): (kind: string) => string {
  const { t } = useLingui();
  return useCallback(
    (kind: string) => {
      switch (kind) {
        case "seed":
          return t`Opening balance`;
        case "swap":
          return t`Exchange`;
        case "to_onchain":
          return t`Withdrawal`;
        case "task_reward":
          return t`Task reward`;
        case "follow_reward":
          return t`Follow reward`;
        case "invite_reward":
          return t`Invite reward`;
        case "recharge":
          return t`Recharge`;
        case "withdraw":
          return t`Casino withdrawal`;
        case "gift_code":
          return t`Gift code`;
        case "pet_draw":
          return t`Pet draw`;
        case "nft_roll":
          return t`NFT roll`;
        case "pet_feed":
          return t`Pet food`;
        case "pet_level_up":
          return t`Pet level-up`;
        case "pet_hunt":
          return t`Pet game find`;
        case "market_buy":
          return t`Market purchase`;
        case "market_sell":
          return t`Market sale`;
        case "payout":
          return t`Withdrawal to a payment method`;
        default:
          return t`Wallet record`;
      }
    },
    [t],
  );
}
