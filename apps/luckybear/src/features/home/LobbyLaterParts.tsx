"use client";
// The lobby's parts that show only sometimes (the install offer, the general popup, the newbie card):
// each is the player's own and read on the client anyway, so its code loads after the lobby's first
// paint instead of with it.
import dynamic from "next/dynamic";

export const LobbyDialogsLater = dynamic(() => import("./LobbyDialogs").then((module) => module.LobbyDialogs), { ssr: false });

export const NewbieCardLater = dynamic(() => import("../newbie/NewbieCard").then((module) => module.NewbieCard), { ssr: false });
