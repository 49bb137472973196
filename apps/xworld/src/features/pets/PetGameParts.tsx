"use client";
// The browser's parts of /petGame, each loaded only when it renders: the whole read when the page has no
// server read for this render's player; on the server-rendered page, the hunt (digging, the outcome),
// loaded after start with the server's board at rest (`atRest`) until then.
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { SkeletonText } from "@repo/ui/skeleton";
import type { ReactNode } from "react";
import type { HuntPlayProps } from "./HuntPlay";

export const PetGameFromBrowser = lazyPart<{ locale: Locale; petId: number | null }>(
  () => import("./PetGameRead").then(({ PetGameRead }) => PetGameRead),
  <Card>
    <SkeletonText lines={5} />
  </Card>,
);

export const HuntPlayPart = lazyPart<HuntPlayProps & { atRest: ReactNode }>(
  () => import("./HuntPlay").then(({ HuntPlay }) => HuntPlay),
  ({ atRest }) => atRest,
);
