"use client";
// The browser's read of the player's own page, loaded only when the server had none for this session.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { ProfileSkeleton } from "./ProfileSkeleton";

export const ProfileFromBrowser = lazyPart(() => import("./ProfileRead").then((module) => module.ProfileRead), <ProfileSkeleton />);
