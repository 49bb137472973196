"use client";
// The casino account's background work as every page mounts it: loaded after the first paint, only for a
// signed-in player (a guest has no account to open), and only when this device's marks say there is
// something to send (sync-due.ts). Nearly every page load of a registered player has nothing, and loads
// none of its code.
import { useIsLoggedIn, usePlatform, useSessionValue } from "@repo/session/react/hooks";
import dynamic from "next/dynamic";
import { useMemo } from "react";
import { accountSyncDue } from "./sync-due";

const CasinoAccountSync = dynamic(() => import("./CasinoAccountSync").then((module) => module.CasinoAccountSync), { ssr: false });

export function CasinoAccountSyncLater() {
  const platform = usePlatform();
  const hasInit = useSessionValue("hasInit");
  const sessionUser = useSessionValue("userId");
  const loggedIn = useIsLoggedIn();
  const userId = hasInit && loggedIn ? sessionUser : null;
  // Decided once per player: the work's own marks change while it runs, and it must not unmount halfway.
  const due = useMemo(() => userId !== null && accountSyncDue(platform.storage, userId, document.cookie), [platform, userId]);
  return due ? <CasinoAccountSync /> : null;
}
