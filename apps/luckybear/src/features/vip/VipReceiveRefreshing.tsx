"use client";
// A reached level's receive button on the server-rendered page: after the request the page is rendered
// again on the server (router.refresh), with the reward received.
import { VipReceiveButton } from "./VipReceiveButton";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";

export function VipReceiveRefreshing({ level, label }: { level: number; label: string }) {
  const { renderAgain: refresh } = useRenderAgain();
  return <VipReceiveButton level={level} label={label} onDone={refresh} />;
}
