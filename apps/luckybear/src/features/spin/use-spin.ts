// One spin at a time: a tap while a spin is asked for or the wheel still turns does nothing.
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useCallback, useRef, useState } from "react";

export interface SpinOutcome {
  spinId: number;
  prizeId: number;
  prizeName: string;
  amount: string;
  coinName: string;
  chancesLeft: number;
}

export type SpinPhase = "idle" | "requesting" | "turning" | "done";

export function useSpin() {
  const spin = useApiMutation(luckyBearRewardEndpoints.luckySpin);
  const attempts = useAttemptKeys();
  const [phase, setPhase] = useState<SpinPhase>("idle");
  const [spins, setSpins] = useState(0);
  const [outcome, setOutcome] = useState<SpinOutcome | null>(null);
  const busy = useRef(false);

  const start = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setPhase("requesting");
    // The request is not retried: a timed-out spin may have been paid, so the chances are re-read, and
    // the next tap carries the same attempt key: the server answers with that spin instead of a new one.
    spin.mutate(
      { idempotency_key: attempts.keyFor("spin") },
      {
        onSuccess: (answer) => {
          attempts.settle();
          setOutcome({
            spinId: answer.spin_id,
            prizeId: answer.prize.id,
            prizeName: answer.prize.name,
            amount: answer.prize.amount,
            coinName: answer.prize.coin_name,
            chancesLeft: answer.chances_left,
          });
          setSpins((count) => count + 1);
          setPhase("turning");
        },
        onError: (error) => {
          attempts.failed(error);
          busy.current = false;
          setPhase("idle");
        },
      },
    );
  }, [spin, attempts]);

  const settle = useCallback(() => {
    busy.current = false;
    setPhase("done");
  }, []);

  return { start, settle, phase, spins, outcome, error: spin.error };
}
