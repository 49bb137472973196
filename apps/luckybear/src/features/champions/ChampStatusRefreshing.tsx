"use client";
// A championship's status on the server-rendered list: at its countdown's zero the page is rendered again
// on the server (router.refresh), with the championship's next phase.
import { useRouter } from "next/navigation";
import type { Champ } from "./champ-time";
import { ChampStatus } from "./ChampStatus";

export function ChampStatusRefreshing({ champ }: { champ: Champ }) {
  const router = useRouter();
  return <ChampStatus champ={champ} onPhaseEnd={() => router.refresh()} />;
}
