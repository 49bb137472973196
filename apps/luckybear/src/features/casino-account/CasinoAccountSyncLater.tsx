"use client";
// The casino account's background work as every page mounts it: loaded after the first paint, and only
// for a signed-in player (a guest has no account to open), so a guest's pages never load its code.
import { useIsLoggedIn } from "@repo/session/react/hooks";
import dynamic from "next/dynamic";

const CasinoAccountSync = dynamic(() => import("./CasinoAccountSync").then((module) => module.CasinoAccountSync), { ssr: false });

export function CasinoAccountSyncLater() {
  return useIsLoggedIn() ? <CasinoAccountSync /> : null;
}
