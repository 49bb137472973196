"use client";
// Renders the page again on the server every `ms` while it is in view (`router.refresh`), so a
// server-rendered page that changes on its own (open matches, a match being played, an application under
// review, an order waiting for its payment) stays as fresh as a browser's read of it would. Renders nothing.
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
