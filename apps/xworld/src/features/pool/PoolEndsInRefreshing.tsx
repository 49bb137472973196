"use client";
// A running pool's countdown on the server-rendered list and page: at zero the page is rendered again on the
// server (router.refresh), where the pool shows as ended.
import { useLingui } from "@lingui/react/macro";
import { Countdown } from "@repo/ui/countdown";
import { useRouter } from "next/navigation";

/** `endAt`: the pool's end, in the API's seconds. */
export function PoolEndsInRefreshing({ endAt, className = "text-13 text-text" }: { endAt: number; className?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  return <Countdown target={endAt * 1000} onEnd={() => router.refresh()} label={t`Ends in`} className={className} />;
}
