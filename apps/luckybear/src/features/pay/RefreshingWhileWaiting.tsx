"use client";
// Renders the page again on the server every `ms` while it is in view: a server-rendered order that waits
// for payment sees the payment land, as the browser's read of it does (useOrder). Renders nothing.
import { useRouter } from "next/navigation";
import { useEffect } from "react";

export function RefreshingWhileWaiting({ ms }: { ms: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== "hidden") router.refresh();
    }, ms);
    return () => clearInterval(timer);
  }, [router, ms]);
  return null;
}
