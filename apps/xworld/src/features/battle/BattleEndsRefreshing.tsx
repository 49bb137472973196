"use client";
// The running battle's countdown on the server-rendered page: at zero the page is rendered again on the
// server (router.refresh), with the next day's battle.
import { useLingui } from "@lingui/react/macro";
import { Countdown } from "@repo/ui/countdown";
import { useRouter } from "next/navigation";

/** `endsAt`: the battle's end, in the API's seconds. */
export function BattleEndsRefreshing({ endsAt }: { endsAt: number }) {
  const { t } = useLingui();
  const router = useRouter();
  return <Countdown target={endsAt * 1000} onEnd={() => router.refresh()} label={t`Battle ends in`} className="text-18 text-text" />;
}
