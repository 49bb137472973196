"use client";
// PetGuideRead as a part of its own: its code (React Query's observer, the error state) loads only on a
// visit the server could not read the pet config for, not with every guide page.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { PetGuideSkeleton } from "./PetGuideSkeleton";

export const PetGuideFromBrowser = lazyPart(() => import("./PetGuideRead").then(({ PetGuideRead }) => PetGuideRead), <PetGuideSkeleton />);
