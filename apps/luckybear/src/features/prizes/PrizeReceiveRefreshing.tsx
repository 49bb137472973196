"use client";
// A reached prize's receive button on the server-rendered page: after the request the page is rendered
// again on the server (router.refresh), with the prize received.
import { PrizeReceiveButton } from "./PrizeReceiveButton";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";

export function PrizeReceiveRefreshing({ prizeId, label }: { prizeId: number; label: string }) {
  const { renderAgain: refresh } = useRenderAgain();
  return <PrizeReceiveButton prizeId={prizeId} label={label} onDone={refresh} />;
}
