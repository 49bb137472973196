"use client";
// The browser's parts of the bet boards, each loaded only when it renders: the whole read when the page
// has no server read for this render's reader; on the server-rendered board, the bet (loaded after
// start), a guest's sign-in prompt and, on inbet when the server could not read the player's bets, their list. Until a part has
// loaded, `placeholder` shows, drawn by the server.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { BetAreaProps } from "./BetArea";
import type { BetBoardReadProps } from "./BetBoardRead";
import type { BetHistoryListProps } from "./BetHistoryList";
import type { BetSignInProps } from "./BetSignIn";

export const BetBoardFromBrowser = placeheldPart<BetBoardReadProps>(() => import("./BetBoardRead").then(({ BetBoardRead }) => BetBoardRead));

export const BetAreaPart = placeheldPart<BetAreaProps>(() => import("./BetArea").then(({ BetArea }) => BetArea));

export const BetHistoryListPart = placeheldPart<BetHistoryListProps>(() => import("./BetHistoryList").then(({ BetHistoryList }) => BetHistoryList));

export const BetSignInPart = placeheldPart<BetSignInProps>(() => import("./BetSignIn").then(({ BetSignIn }) => BetSignIn));
