"use client";
// The browser's parts of the money pages, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, the transfer, loaded after
// start. Until a part has loaded, `placeholder` shows, drawn by the server.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { GameMoneyReadProps } from "./GameMoneyRead";
import type { MoneyTransferAreaProps } from "./MoneyTransferArea";

type Placeheld<P> = P & { placeholder: ReactNode };
const drawn = ({ placeholder }: { placeholder: ReactNode }) => placeholder;

export const GameMoneyFromBrowser = lazyPart<Placeheld<GameMoneyReadProps>>(() => import("./GameMoneyRead").then(({ GameMoneyRead }) => GameMoneyRead), drawn);

export const MoneyTransferPart = lazyPart<Placeheld<MoneyTransferAreaProps>>(() => import("./MoneyTransferArea").then(({ MoneyTransferArea }) => MoneyTransferArea), drawn);
