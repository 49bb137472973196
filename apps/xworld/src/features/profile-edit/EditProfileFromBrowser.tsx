"use client";
// EditProfileRead as a part of its own: its code (React Query's observer, the sign-in prompt, the error
// state) loads only when the page has no server read for this render's player.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { FormSkeleton } from "../wallet/WalletSkeletons";

export const EditProfileFromBrowser = lazyPart(() => import("./EditProfileRead").then(({ EditProfileRead }) => EditProfileRead), <FormSkeleton />);
