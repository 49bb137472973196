"use client";
// A running holding's countdown on the server-rendered page: at zero the page is rendered again on the
// server (router.refresh), with the holding due.
import { useLingui } from "@lingui/react/macro";
import { Countdown } from "@repo/ui/countdown";
import { useRouter } from "next/navigation";

/** `endAt`: the holding's due time, in the API's seconds. */
export function HoldingDueRefreshing({ endAt }: { endAt: number }) {
  const { t } = useLingui();
  const router = useRouter();
  return <Countdown target={endAt * 1000} onEnd={() => router.refresh()} label={t`Due in`} />;
}
