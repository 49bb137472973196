"use client";
// One draw at a time (the pet draw, the NFT roll): a tap while a draw is asked for or the wheel still
// turns does nothing. The server draws; the wheel then turns to the rarity it drew. A failed draw is
// not retried (it may have been paid): the balances and chances are re-read, and the next tap of the
// same kind carries the same attempt key, so the server answers with that draw instead of a new one.
import type { Endpoint } from "@repo/api-client/endpoint";
import type { DrawResult } from "@repo/api-client/schemas/collectibles";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useCallback, useRef, useState } from "react";

export type DrawPhase = "idle" | "requesting" | "turning" | "done";

export interface DrawRequest {
  use_free: boolean;
  idempotency_key?: string | undefined;
}

/** `onDrawn`: after a draw the server made (the wheel starts turning); `onError`: after one that failed. */
export function useDraw(endpoint: Endpoint<DrawRequest, DrawResult>, options: { onDrawn?: (() => void) | undefined; onError?: (error: unknown) => void } = {}) {
  const onErrorRef = useRef(options.onError);
  onErrorRef.current = options.onError;
  const onDrawnRef = useRef(options.onDrawn);
  onDrawnRef.current = options.onDrawn;
  const draw = useApiMutation(endpoint, { meta: { silent: true } });
  const attempts = useAttemptKeys();
  const [phase, setPhase] = useState<DrawPhase>("idle");
  const [spins, setSpins] = useState(0);
  const [result, setResult] = useState<DrawResult | null>(null);
  const busy = useRef(false);

  const start = useCallback(
    (useFree: boolean) => {
      if (busy.current) return;
      busy.current = true;
      setPhase("requesting");
      draw.mutate(
        { use_free: useFree, idempotency_key: attempts.keyFor({ use_free: useFree }) },
        {
          onSuccess: (answer) => {
            attempts.settle();
            setResult(answer);
            setSpins((count) => count + 1);
            setPhase("turning");
            onDrawnRef.current?.();
          },
          onError: (error) => {
            attempts.failed(error);
            busy.current = false;
            setPhase("idle");
            onErrorRef.current?.(error);
          },
        },
      );
    },
    [draw, attempts],
  );

  const settle = useCallback(() => {
    busy.current = false;
    setPhase("done");
  }, []);

  return { start, settle, phase, spins, result, error: draw.error, busy: phase === "requesting" || phase === "turning" };
}
