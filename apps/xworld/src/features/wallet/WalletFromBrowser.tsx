"use client";
// The browser's parts of /wallet, loaded only when the server had no read for them: the whole page
// (WalletRead), or the transfers alone when only their read failed. The caller draws their place
// (the skeletons of WalletSkeletons, on the server).
import type { Locale } from "@repo/i18n/locales";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";

export const WalletFromBrowser = placeheldPart<{ locale: Locale }>(() => import("./WalletRead").then((module) => module.WalletRead));

export const TransfersFromBrowser = placeheldPart<{ locale: Locale }>(() => import("./TransferHistory").then((module) => module.TransferHistory));
