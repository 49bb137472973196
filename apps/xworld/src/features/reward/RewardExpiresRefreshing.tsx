"use client";
// A reward's expiry countdown on the server-rendered list: at zero the page is rendered again on the
// server (router.refresh), without the expired reward.
import { useLingui } from "@lingui/react/macro";
import { Countdown } from "@repo/ui/countdown";
import { useRouter } from "next/navigation";

/** `expiresAt`: the reward's expiry, in the API's seconds. */
export function RewardExpiresRefreshing({ expiresAt }: { expiresAt: number }) {
  const { t } = useLingui();
  const router = useRouter();
  return <Countdown target={expiresAt * 1000} onEnd={() => router.refresh()} label={t`Expires in`} />;
}
