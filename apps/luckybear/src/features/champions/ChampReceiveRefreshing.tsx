"use client";
// The receive button on the server-rendered championship: after the request the page is rendered again on
// the server (router.refresh), with the reward received.
import { ChampReceiveButton } from "./ChampReceiveButton";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";

export function ChampReceiveRefreshing({ champId }: { champId: number }) {
  const { renderAgain: refresh } = useRenderAgain();
  return <ChampReceiveButton champId={champId} onDone={refresh} />;
}
