"use client";
// An unlockable lock's button on the server-rendered page: one request at a time with the other rows'
// (the page's UnlockScopeProvider); after the request the page is rendered again on the server
// (router.refresh), without the released lock.
import { UnlockButton } from "./UnlockButton";
import { useSharedUnlockScope } from "./UnlockScopeProvider";
import { useUnlock } from "./use-unlock";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";

export function UnlockRefreshing({ lockId, label }: { lockId: number; label: string }) {
  const { renderAgain: refresh } = useRenderAgain();
  const unlock = useUnlock(refresh, useSharedUnlockScope());
  return <UnlockButton lockId={lockId} label={label} unlock={unlock} />;
}
