"use client";
// The lobby's dialogs, in the order they may open: the install offer first, then the general popup
// (which waits for any global dialog to close).
import type { Locale } from "@repo/i18n/locales";
import { PwaInstallOffer } from "@/features/pwa/PwaInstallOffer";
import { GeneralPopup } from "../popup/GeneralPopup";

export function LobbyDialogs({ locale }: { locale: Locale }) {
  return (
    <>
      <PwaInstallOffer />
      <GeneralPopup locale={locale} />
    </>
  );
}
