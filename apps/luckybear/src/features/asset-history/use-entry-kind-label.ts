// What a balance change was, in words ("Recharge", "Bet"); null for a kind the app does not know (its memo
// shows instead). No client code: a server view uses it too.
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { type EntryKind, isEntryKind } from "./entry-kinds";

export function useEntryKindLabel(): (kind: string) => string | null {
  const { t } = useLingui();
  return useCallback(
    (kind: string) => {
      if (!isEntryKind(kind)) return null;
      const labels: Record<EntryKind, string> = {
        recharge: t`Recharge`,
        withdraw: t`Withdrawal`,
        game_bet: t`Bet`,
        game_win: t`Game win`,
        lucky_spin: t`Lucky spin`,
        free_lottery: t`Free lottery`,
        vip_reward: t`VIP reward`,
        gift_code: t`Gift code`,
        rt_prize: t`Live prize`,
        champ_reward: t`Championship reward`,
        invite_reward: t`Invite reward`,
        newbie_reward: t`New player task`,
        register_bonus: t`Welcome bonus`,
        unlock: t`Unlocked bonus`,
        seed: t`Opening balance`,
      };
      return labels[kind];
    },
    [t],
  );
}
