"use client";
// After a request on a server-rendered page: the page rendered again on the server (router.refresh),
// and whether that is still under way (a transition), so the button that asked stays busy until the
// new page has come.
import { useRouter } from "next/navigation";
import { useCallback, useTransition } from "react";

export function useRenderAgain(): { renderAgain: () => void; rendering: boolean } {
  const router = useRouter();
  const [rendering, startRendering] = useTransition();
  const renderAgain = useCallback(() => startRendering(() => router.refresh()), [router]);
  return { renderAgain, rendering };
}
