"use client";
// A countdown on a server-rendered page: at zero the page is rendered again on the server
// (router.refresh), where what ended shows as ended. The label comes translated from the server (none: the
// text around the timer names it).
import { Countdown } from "@repo/ui/countdown";
import type { CountdownParts } from "@repo/ui/countdown/use-countdown";
import { useRouter } from "next/navigation";

/** "02:05": minutes and seconds, for a countdown that runs under an hour (a bet round). */
const minutesClock = (parts: CountdownParts) => `${String(parts.minutes).padStart(2, "0")}:${String(parts.seconds).padStart(2, "0")}`;

/** `endsAt`: the moment, in the API's seconds. `minutes`: shown as mm:ss instead of the clock's hh:mm:ss. */
export function RefreshingCountdown({ endsAt, label, className, minutes = false }: { endsAt: number; label?: string; className?: string; minutes?: boolean }) {
  const router = useRouter();
  return (
    <Countdown target={endsAt * 1000} onEnd={() => router.refresh()} label={label} className={className}>
      {minutes ? minutesClock : undefined}
    </Countdown>
  );
}
