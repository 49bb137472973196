import { useContext, useEffect, useRef, useState } from "react";
import { useHydrated } from "../lib/use-hydrated";
import { RenderedAtContext } from "./rendered-at";

/** The countdown ticks once a second (spec section 9). */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  /** Milliseconds left, never negative. */
  remainingMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/** Splits what is left into days..seconds; a part-second counts as a whole one, so 0 means ended. */
export function countdownParts(remainingMs: number): CountdownParts {
  const remaining = Math.max(0, remainingMs);
  const total = Math.ceil(remaining / 1000);
  return {
    remainingMs: remaining,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    ended: total === 0,
  };
}

export interface UseCountdownOptions {
  /** Called once when the target time is reached (or at mount if it has passed). */
  onEnd?: () => void;
  /** The clock, for tests and server-synchronised time. */
  now?: () => number;
}

/**
 * Time left until `target` (a Date or epoch milliseconds), re-read from the clock every second so
 * it does not drift. In the server HTML and the hydration render, the time left at the moment the server
 * rendered the page (./rendered-at), so both agree, or `null` where no moment was given; a countdown
 * that first renders after hydration (it came with data) shows its time at once, not a placeholder.
 */
export function useCountdown(target: Date | number, { onEnd, now = Date.now }: UseCountdownOptions = {}): CountdownParts | null {
  const targetMs = typeof target === "number" ? target : target.getTime();
  const hydrated = useHydrated();
  const renderedAt = useContext(RenderedAtContext);
  const [current, setCurrent] = useState<number | null>(null);
  const latest = useRef({ onEnd, now });
  latest.current = { onEnd, now };
  const endedFor = useRef<number | null>(null);

  useEffect(() => {
    const read = () => latest.current.now();
    setCurrent(read());
    if (targetMs <= read()) return;
    const timer = setInterval(() => {
      const time = read();
      setCurrent(time);
      if (time >= targetMs) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [targetMs]);

  const time = current ?? (hydrated ? now() : renderedAt);
  const parts = time === null ? null : countdownParts(targetMs - time);

  useEffect(() => {
    if (parts?.ended && endedFor.current !== targetMs) {
      endedFor.current = targetMs;
      latest.current.onEnd?.();
    }
  }, [parts?.ended, targetMs]);

  return parts;
}
