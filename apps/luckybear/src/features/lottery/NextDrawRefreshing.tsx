"use client";
// The countdown to the next free draw on the server-rendered page: at zero the page is rendered again on
// the server (router.refresh), with the draw ready.
import { useLingui } from "@lingui/react/macro";
import { CountdownRing } from "@repo/ui/countdown/ring";
import { useRouter } from "next/navigation";
import { DAY_MS } from "./draw-card";

/** `nextFreeAt`: Unix seconds. */
export function NextDrawRefreshing({ nextFreeAt }: { nextFreeAt: number }) {
  const { t } = useLingui();
  const router = useRouter();
  return <CountdownRing target={nextFreeAt * 1000} periodMs={DAY_MS} label={t`Next free draw in`} onEnd={() => router.refresh()} />;
}
