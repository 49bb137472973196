"use client";
// The lobby's dialogs, in the order they may open: the install offer first, then the general popup
// (which waits for any global dialog to close). The popup is a signed-in player's alone
// (general_popup_query): its code (React Query's read) loads only once a login is known.
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import dynamic from "next/dynamic";
import { PwaInstallOffer } from "../pwa/PwaInstallOffer";

const GeneralPopup = dynamic(() => import("../popup/GeneralPopup").then((module) => module.GeneralPopup), { ssr: false });

export function LobbyDialogs({ locale }: { locale: Locale }) {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      <PwaInstallOffer />
      {loggedIn ? <GeneralPopup locale={locale} /> : null}
    </>
  );
}
