"use client";
// A reached prize's receive button on the server-rendered page: after the request the page is rendered
// again on the server (router.refresh), with the prize received.
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { PrizeReceiveButton } from "./PrizeReceiveButton";

export function PrizeReceiveRefreshing({ prizeId, label }: { prizeId: number; label: string }) {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  return <PrizeReceiveButton prizeId={prizeId} label={label} onDone={refresh} />;
}
