"use client";
// A reached level's receive button on the server-rendered page: after the request the page is rendered
// again on the server (router.refresh), with the reward received.
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { VipReceiveButton } from "./VipReceiveButton";

export function VipReceiveRefreshing({ level, label }: { level: number; label: string }) {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  return <VipReceiveButton level={level} label={label} onDone={refresh} />;
}
