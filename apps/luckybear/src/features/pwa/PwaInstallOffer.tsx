"use client";
// Opens the PWA install dialog (rendered by the app shell's GlobalDialogs) on the casino home when the
// rule of pwa-offer.ts allows, and remembers the day so a reload does not offer it again.
import { DAILY_KEYS, markShownToday, wasShownToday } from "@repo/session/once-per-day";
import { usePlatform } from "@repo/session/react/hooks";
import { dialog, dialogAtom, openDialogAtom } from "@repo/session/stores/common";
import { useStore } from "jotai";
import { useEffect } from "react";
import { runsAsInstalledApp, shouldOfferPwaInstall } from "./pwa-offer";

export function PwaInstallOffer() {
  const platform = usePlatform();
  const store = useStore();
  useEffect(() => {
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
  }, [platform, store]);
  return null;
}
