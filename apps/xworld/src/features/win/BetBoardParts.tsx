"use client";
// The browser's parts of the bet boards, each loaded only when it renders: the whole read when the page
// has no server read for this render's reader; on the server-rendered board, the bet (loaded after
// start), a guest's sign-in prompt and, on inbet when the server could not read the player's bets, their list. Until a part has
// loaded, `placeholder` shows, drawn by the server.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { BetAreaProps } from "./BetArea";
import type { BetBoardReadProps } from "./BetBoardRead";
import type { BetHistoryListProps } from "./BetHistoryList";
import type { BetSignInProps } from "./BetSignIn";

type Placeheld<P> = P & { placeholder: ReactNode };
const drawn = ({ placeholder }: { placeholder: ReactNode }) => placeholder;

export const BetBoardFromBrowser = lazyPart<Placeheld<BetBoardReadProps>>(() => import("./BetBoardRead").then(({ BetBoardRead }) => BetBoardRead), drawn);

export const BetAreaPart = lazyPart<Placeheld<BetAreaProps>>(() => import("./BetArea").then(({ BetArea }) => BetArea), drawn);

export const BetHistoryListPart = lazyPart<Placeheld<BetHistoryListProps>>(() => import("./BetHistoryList").then(({ BetHistoryList }) => BetHistoryList), drawn);

export const BetSignInPart = lazyPart<Placeheld<BetSignInProps>>(() => import("./BetSignIn").then(({ BetSignIn }) => BetSignIn), drawn);
