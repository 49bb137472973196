"use client";
// Entering: the fee checked against the wallet first (the balance-lack dialog, a warning in audit
// mode), one submission per tap, one attempt key per confirmed attempt, kept after an unknown outcome.
import { type Battle, type BattleEntry, battleEndpoints } from "@repo/api-client/endpoints/battle";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { exceedsBalance } from "@repo/app-shell/money/check-amount";
import { unitsOf } from "@repo/app-shell/money/units";
import { useState } from "react";
import { useBalanceLack } from "@repo/app-shell/hooks/use-balance-lack";
import { lackedCoin } from "../wallet/use-wallet-error-text";

export function useEnterBattle(battle: Pick<Battle, "battle_id" | "entry_fee" | "coin_name">, offchainBalance: string | undefined) {
  const enter = useApiMutation(battleEndpoints.enter, { meta: { silent: true } });
  const attempts = useAttemptKeys();
  const guard = useSingleSubmit();
  const lack = useBalanceLack();
  const [run, setRun] = useState<BattleEntry | null>(null);

  const check = (): boolean => {
    if (offchainBalance !== undefined && exceedsBalance(unitsOf(battle.entry_fee), offchainBalance)) {
      lack.report(battle.coin_name);
      return false;
    }
    return true;
  };

  /** `onDone` after any outcome (the dialog closes); `onEntered` after an entry the server took. */
  const submit = (onDone: () => void, onEntered?: () => void) => {
    if (!guard.begin()) return;
    const request = { battle_id: battle.battle_id, run: "next" };
    enter.mutate(
      { battle_id: battle.battle_id, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: (entry) => {
          attempts.settle();
          setRun(entry);
          onEntered?.();
        },
        onError: (error) => {
          attempts.failed(error);
          const coin = lackedCoin(error);
          if (coin) lack.report(coin);
        },
        onSettled: () => {
          guard.end();
          onDone();
        },
      },
    );
  };

  const reset = () => {
    enter.reset();
    lack.clear();
  };
  return { check, submit, reset, run, pending: enter.isPending, error: enter.error && !lackedCoin(enter.error) ? enter.error : null, warning: lack.warning };
}
