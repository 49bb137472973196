"use client";
// Renders the page again on the server every `ms` while it is in view: the server-rendered open matches
// stay as fresh as the browser's read of them (MatchesRead, every 10 s).
import { useRouter } from "next/navigation";
import { useEffect } from "react";

export function RefreshingEvery({ ms }: { ms: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== "hidden") router.refresh();
    }, ms);
    return () => clearInterval(timer);
  }, [router, ms]);
  return null;
}
