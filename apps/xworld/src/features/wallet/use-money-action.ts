"use client";
// One money action of an earn screen (join a pool, stake, subscribe, buy codes, claim a reward): one
// submission per tap, an idempotency key per confirmed attempt kept for the retry after an unknown
// outcome, no toast (the screen shows the error), balances re-read after any outcome the server did
// not refuse, and the balance-lack dialog (a warning in audit mode) for a `lack_<COIN>` answer.
import type { Endpoint } from "@repo/api-client/endpoint";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { useCallback } from "react";
import { useBalanceLack } from "@repo/app-shell/hooks/use-balance-lack";
import { lackedCoin, useWalletErrorText } from "./use-wallet-error-text";

export interface MoneyAction<Req, Res> {
  /** Sends the request unless one is on its way; false when the tap was ignored. */
  run: (request: Omit<Req, "idempotency_key">, onSuccess?: (result: Res) => void) => boolean;
  pending: boolean;
  /** What went wrong, for the screen to say (a balance lack opens its dialog instead). */
  error: string | null;
  /** The failure itself, for screens that treat one answer apart (ERROR_OUTOF_NEWBIE). */
  failure: unknown;
  /** The audit-mode balance-lack warning. */
  warning: string | null;
  /** Opens the balance-lack dialog (or warning) before anything is sent. */
  reportLack: (coin: string) => void;
  /** The player changed the form: forget the last error and warning (nothing while a submission runs). */
  reset: () => void;
  /** The last successful answer. */
  data: Res | undefined;
}

/** `keyed: false` for a call that takes no idempotency key (it moves no money, or is refused a second time). */
export function useMoneyAction<Req extends object, Res>(endpoint: Endpoint<Req, Res>, options: { keyed?: boolean } = {}): MoneyAction<Req, Res> {
  const keyed = options.keyed ?? true;
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const lack = useBalanceLack();
  const errorText = useWalletErrorText();
  const mutation = useApiMutation(endpoint, { meta: { silent: true } });
  const { mutate, reset: resetMutation } = mutation;
  const { report, clear } = lack;

  const run = useCallback(
    (request: Omit<Req, "idempotency_key">, onSuccess?: (result: Res) => void) => {
      if (!guard.begin()) return false;
      const input = (keyed ? { ...request, idempotency_key: attempts.keyFor(request) } : request) as Req;
      mutate(input, {
        onSuccess: (result) => {
          attempts.settle();
          onSuccess?.(result);
        },
        onError: (failure) => {
          attempts.failed(failure);
          const coin = lackedCoin(failure);
          if (coin) report(coin);
        },
        onSettled: () => guard.end(),
      });
      return true;
    },
    [guard, keyed, attempts, mutate, report],
  );

  // Not while a submission is on its way: resetting the mutation then would drop its outcome and the
  // end of the one-submission guard (every later tap ignored).
  const reset = useCallback(() => {
    if (guard.busy()) return;
    resetMutation();
    clear();
  }, [guard, resetMutation, clear]);

  const failure = mutation.error;
  return {
    run,
    pending: mutation.isPending,
    error: failure && !lackedCoin(failure) ? errorText(failure) : null,
    failure,
    warning: lack.warning,
    reportLack: report,
    reset,
    data: mutation.data,
  };
}
