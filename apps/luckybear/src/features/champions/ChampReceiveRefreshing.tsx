"use client";
// The receive button on the server-rendered championship: after the request the page is rendered again on
// the server (router.refresh), with the reward received.
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { ChampReceiveButton } from "./ChampReceiveButton";

export function ChampReceiveRefreshing({ champId }: { champId: number }) {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  return <ChampReceiveButton champId={champId} onDone={refresh} />;
}
