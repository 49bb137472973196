"use client";
// The browser's parts of the newbie page, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, the list's claim, loaded after
// start (until then the list shows with its buttons not yet pressable, and stays in place when it arrives).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { claimableList } from "../reward/ClaimableList";
import { ClaimOutcome } from "../reward/ClaimOutcome";
import { HistorySkeleton } from "../wallet/WalletSkeletons";

export const NewbieFromBrowser = lazyPart(() => import("./NewbieRead").then(({ NewbieRead }) => NewbieRead), <HistorySkeleton />);

export const NewbieClaimsPart = claimableList(lazyPart(() => import("./NewbieClaims").then(({ NewbieClaimWork }) => NewbieClaimWork), <ClaimOutcome />));
