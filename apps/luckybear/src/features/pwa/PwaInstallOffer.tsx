"use client";
// Opens the PWA install dialog (rendered by the app shell's GlobalDialogs) on the casino home when the
// rule of pwa-offer.ts allows, and remembers the day so a reload does not offer it again.
// Spec: not shown — when in the visit the dialog opens. Choice: once the visitor starts to scroll the
// home, not over its first paint: the lobby is seen before anything covers it, and a first tap that
// leaves the lobby is not stopped by a dialog.
import { DAILY_KEYS, markShownToday, wasShownToday } from "@repo/session/once-per-day";
import { usePlatform } from "@repo/session/react/hooks";
import { dialog, dialogAtom, openDialogAtom } from "@repo/session/stores/common";
import { useStore } from "jotai";
import { useFirstScroll } from "@repo/app-shell/hooks/use-first-scroll";
import { useEffect } from "react";
import { runsAsInstalledApp, shouldOfferPwaInstall } from "./pwa-offer";

export function PwaInstallOffer() {
  const platform = usePlatform();
  const store = useStore();
  const engaged = useFirstScroll();
  useEffect(() => {
    if (!engaged) return;
    const now = new Date();
    const offer = shouldOfferPwaInstall({
      platform: platform.kind,
      installed: runsAsInstalledApp(window),
      shownToday: wasShownToday(platform.storage, DAILY_KEYS.pwaInstall, now),
      otherDialogOpen: store.get(dialogAtom) !== null,
    });
    if (!offer) return;
    // Marked when shown, not when closed: a reload with the dialog still open does not show it again.
    markShownToday(platform.storage, DAILY_KEYS.pwaInstall, now);
    store.set(openDialogAtom, dialog("pwa-install", {}));
  }, [engaged, platform, store]);
  return null;
}
