"use client";
// Joining a side: one submission per tap, one attempt key per confirmed attempt (kept for the retry
// after an unknown outcome), the balance-lack dialog when the wallet cannot cover the stake (checked
// before sending, and on the server's lack_<COIN> answer). `onChanged`: after a join, or a refusal that
// says the match changed (the server-rendered page renders again; the match's read is re-read anyway).
import { type PvpMatch, type PvpSide, pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { queryKeys, useApiMutation, useApiQueryClient, useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { exceedsBalance } from "@repo/app-shell/money/check-amount";
import { unitsOf } from "@repo/app-shell/money/units";
import { useBalanceLack } from "@repo/app-shell/hooks/use-balance-lack";
import { lackedCoin } from "../wallet/use-wallet-error-text";

export function useJoinMatch(match: Pick<PvpMatch, "match_id" | "stake" | "coin_name">, offchainBalance: string | undefined, onChanged?: () => void) {
  const join = useApiMutation(pvpEndpoints.joinMatch, { meta: { silent: true } });
  const attempts = useAttemptKeys();
  const guard = useSingleSubmit();
  const lack = useBalanceLack();
  const queryClient = useApiQueryClient();

  /** False when the stake is over the balance (the dialog opened instead). */
  const check = (): boolean => {
    if (offchainBalance !== undefined && exceedsBalance(unitsOf(match.stake), offchainBalance)) {
      lack.report(match.coin_name);
      return false;
    }
    return true;
  };

  const submit = (side: PvpSide, onDone: () => void) => {
    if (!guard.begin()) return;
    const request = { match_id: match.match_id, side };
    join.mutate(
      { ...request, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: () => {
          attempts.settle();
          onChanged?.();
        },
        onError: (error) => {
          attempts.failed(error);
          const coin = lackedCoin(error);
          if (coin) lack.report(coin);
          // A refused join (the side was taken meanwhile): show the match as it is now.
          else {
            void queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(pvpEndpoints.matchDetail) });
            onChanged?.();
          }
        },
        onSettled: () => {
          guard.end();
          onDone();
        },
      },
    );
  };

  return { check, submit, pending: join.isPending, error: join.error && !lackedCoin(join.error) ? join.error : null, warning: lack.warning, reset: () => (join.reset(), lack.clear()) };
}
