// Releasing a lock (unlock): one request at a time, one per tap; an attempt key per lock kept for the
// retry after an unknown outcome (the server then answers the first answer instead of "already
// unlocked"); never retried by itself. The locks and balances are re-read after every attempt.
// `shared`: the page's scope when each row has its own release (the server-rendered locked page).
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useCallback } from "react";
import { type UnlockScope, useUnlockScope } from "./unlock-scope";

export type { Released } from "./unlock-scope";

export function useUnlock(onSettled: () => void, shared?: UnlockScope) {
  const unlock = useApiMutation(luckyBearMoneyEndpoints.unlock, { meta: { silent: true } });
  const attempts = useAttemptKeys();
  const own = useUnlockScope();
  const scope = shared ?? own;
  const { busy, pendingId, setPendingId, failed, setFailed, setReleased } = scope;

  const release = useCallback(
    (lockId: number) => {
      if (busy.current) return;
      busy.current = true;
      setPendingId(lockId);
      setFailed(null);
      unlock.mutate(
        { lock_id: lockId, idempotency_key: attempts.keyFor({ lock_id: lockId }) },
        {
          onSuccess: (reward) => {
            attempts.settle();
            setReleased({ ...reward, lockId });
          },
          onError: (error) => {
            attempts.failed(error);
            setFailed({ lockId, error });
          },
          onSettled: () => {
            busy.current = false;
            setPendingId(null);
            onSettled();
          },
        },
      );
    },
    [unlock, attempts, onSettled, busy, setPendingId, setFailed, setReleased],
  );

  /** One lock's row: its release on the way, another's on the way (one at a time), its last refusal. */
  const rowOf = (lockId: number) => ({
    releasing: pendingId === lockId,
    blocked: pendingId !== null && pendingId !== lockId,
    error: failed?.lockId === lockId ? failed.error : null,
  });

  return { release, rowOf, released: scope.released };
}
