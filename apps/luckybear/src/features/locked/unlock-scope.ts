// What the releases of one page share (use-unlock.ts): one request at a time across its locks, which lock
// is on its way, the last refusal and the last release. No API code: the server-rendered locked page
// holds it above its rows (UnlockScopeProvider) while each row's button loads after start.
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { type RefObject, useRef, useState } from "react";

export type Released = ResponseOf<typeof luckyBearMoneyEndpoints.unlock> & { lockId: number };

export interface UnlockScope {
  /** A release is on its way (set and read synchronously: two taps in one frame send one request). */
  busy: RefObject<boolean>;
  pendingId: number | null;
  setPendingId: (lockId: number | null) => void;
  failed: { lockId: number; error: unknown } | null;
  setFailed: (failed: { lockId: number; error: unknown } | null) => void;
  released: Released | null;
  setReleased: (released: Released) => void;
}

export function useUnlockScope(): UnlockScope {
  const busy = useRef(false);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ lockId: number; error: unknown } | null>(null);
  const [released, setReleased] = useState<Released | null>(null);
  return { busy, pendingId, setPendingId, failed, setFailed, released, setReleased };
}
