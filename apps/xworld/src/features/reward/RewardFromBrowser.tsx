"use client";
// The browser's parts of /reward, each loaded only when it renders: the whole read when the page has no
// server read for this render's player; on the server-rendered page, the list's claim, loaded after start
// (until then the list shows with its buttons not yet pressable, and stays in place when it arrives).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { HistorySkeleton } from "../wallet/WalletSkeletons";
import { claimableList } from "./ClaimableList";
import { ClaimOutcome } from "./ClaimOutcome";

export const RewardFromBrowser = lazyPart(() => import("./RewardRead").then(({ RewardRead }) => RewardRead), <HistorySkeleton />);

export const RewardClaimsPart = claimableList(lazyPart(() => import("./RewardClaims").then(({ RewardClaimWork }) => RewardClaimWork), <ClaimOutcome />));
