"use client";
// A countdown on a server-rendered page: at zero the page is rendered again on the server
// (router.refresh), where what ended shows as ended. The label comes translated from the server (none: the
// text around the timer names it).
import { Countdown } from "@repo/ui/countdown";
import { useRouter } from "next/navigation";

/** `endsAt`: the moment, in the API's seconds. */
export function RefreshingCountdown({ endsAt, label, className }: { endsAt: number; label?: string; className?: string }) {
  const router = useRouter();
  return <Countdown target={endsAt * 1000} onEnd={() => router.refresh()} label={label} className={className} />;
}
