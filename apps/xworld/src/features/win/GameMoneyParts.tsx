"use client";
// The browser's parts of the money pages, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, the transfer, loaded after
// start. Until a part has loaded, `placeholder` shows, drawn by the server.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { GameMoneyReadProps } from "./GameMoneyRead";
import type { MoneyTransferAreaProps } from "./MoneyTransferArea";

export const GameMoneyFromBrowser = placeheldPart<GameMoneyReadProps>(() => import("./GameMoneyRead").then(({ GameMoneyRead }) => GameMoneyRead));

export const MoneyTransferPart = placeheldPart<MoneyTransferAreaProps>(() => import("./MoneyTransferArea").then(({ MoneyTransferArea }) => MoneyTransferArea));
