"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";

/** Renders the page again on the server (router.refresh): after a request on a server-rendered page. */
export function useRenderAgain(): () => void {
  const router = useRouter();
  return useCallback(() => router.refresh(), [router]);
}
