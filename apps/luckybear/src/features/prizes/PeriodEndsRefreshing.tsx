"use client";
// The period's countdown on the server-rendered page: at zero the page is rendered again on the server
// (router.refresh), with the next period's prizes.
import { Countdown } from "@repo/ui/countdown";
import { useRouter } from "next/navigation";

/** `periodEnd`: Unix seconds. */
export function PeriodEndsRefreshing({ periodEnd, label }: { periodEnd: number; label: string }) {
  const router = useRouter();
  return <Countdown target={periodEnd * 1000} label={label} onEnd={() => router.refresh()} className="text-text" />;
}
