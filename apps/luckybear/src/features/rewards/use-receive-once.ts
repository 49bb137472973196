// One reward request per tap: while one runs, further taps do nothing. A failed request is not retried
// (it may have paid); the caller's queries are re-read so a reward already received shows as such.
import type { Endpoint } from "@repo/api-client/endpoint";
import { useApiMutation } from "@repo/api-client/react";
import { useCallback, useRef, useState } from "react";

export function useReceiveOnce<Req, Res>(endpoint: Endpoint<Req, Res>, onDone: () => void) {
  const mutation = useApiMutation(endpoint);
  const pending = useRef<string | null>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);

  const receive = useCallback(
    (key: string, input: Req) => {
      if (pending.current !== null) return;
      pending.current = key;
      setPendingKey(key);
      setFailedKey(null);
      mutation.mutate(input, {
        onError: () => setFailedKey(key),
        onSettled: () => {
          pending.current = null;
          setPendingKey(null);
          onDone();
        },
      });
    },
    [mutation, onDone],
  );

  return { receive, pendingKey, failedKey, lastReward: mutation.data ?? null };
}
