"use client";
// The lobby's parts that show only sometimes (the install offer, the general popup, the newbie card):
// each is the player's own and read on the client anyway, so its code loads after the lobby's first
// paint instead of with it. The newbie card is a signed-in player's alone: a guest's lobby does not
// load its code (React Query's read, the card's rules) at all.
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import dynamic from "next/dynamic";

export const LobbyDialogsLater = dynamic(() => import("./LobbyDialogs").then((module) => module.LobbyDialogs), { ssr: false });

const NewbieCard = dynamic(() => import("../newbie/NewbieCard").then((module) => module.NewbieCard), { ssr: false });

export function NewbieCardLater({ locale }: { locale: Locale }) {
  return useIsLoggedIn() ? <NewbieCard locale={locale} /> : null;
}
