"use client";
// OffersRead as a part of its own: its code (React Query's observers, the sign-in prompt) loads only when
// the page has no server reads for this render's player.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { FormSkeleton } from "../wallet/WalletSkeletons";

export const OffersFromBrowser = lazyPart(() => import("./OffersRead").then(({ OffersRead }) => OffersRead), <FormSkeleton />);
