"use client";
// The browser's parts of /wallet, loaded only when the server had no read for them: the whole page
// (WalletRead), or the transfers alone when only their read failed.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { FormSkeleton, HistorySkeleton } from "./WalletSkeletons";

export const WalletFromBrowser = lazyPart(() => import("./WalletRead").then((module) => module.WalletRead), <FormSkeleton />);

export const TransfersFromBrowser = lazyPart(() => import("./TransferHistory").then((module) => module.TransferHistory), <HistorySkeleton />);
