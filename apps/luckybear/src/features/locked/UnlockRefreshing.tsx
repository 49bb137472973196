"use client";
// An unlockable lock's button on the server-rendered page: one request at a time with the other rows'
// (the page's UnlockScopeProvider); after the request the page is rendered again on the server
// (router.refresh), without the released lock.
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { UnlockButton } from "./UnlockButton";
import { useSharedUnlockScope } from "./UnlockScopeProvider";
import { useUnlock } from "./use-unlock";

export function UnlockRefreshing({ lockId, label }: { lockId: number; label: string }) {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  const unlock = useUnlock(refresh, useSharedUnlockScope());
  return <UnlockButton lockId={lockId} label={label} unlock={unlock} />;
}
