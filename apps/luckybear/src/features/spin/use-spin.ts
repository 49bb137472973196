// One spin at a time: a tap while a spin is asked for or the wheel still turns does nothing.
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import { useApiMutation } from "@repo/api-client/react";
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
  const spin = useApiMutation(lb.luckySpin);
  const [phase, setPhase] = useState<SpinPhase>("idle");
  const [spins, setSpins] = useState(0);
  const [outcome, setOutcome] = useState<SpinOutcome | null>(null);
  const busy = useRef(false);

  const start = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setPhase("requesting");
    // The request is not retried: a timed-out spin may have been paid, so the chances are re-read instead.
    spin.mutate(
      {},
      {
        onSuccess: (answer) => {
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
        onError: () => {
          busy.current = false;
          setPhase("idle");
        },
      },
    );
  }, [spin]);

  const settle = useCallback(() => {
    busy.current = false;
    setPhase("done");
  }, []);

  return { start, settle, phase, spins, outcome, error: spin.error };
}
