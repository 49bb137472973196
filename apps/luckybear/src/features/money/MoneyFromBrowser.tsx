"use client";
// MoneyRead as a part of its own: its code (React Query's observers, the paged orders, the error states)
// loads only on a visit the server could not read the wallet for; meanwhile the wallet's cards loading.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { SkeletonText } from "@repo/ui/skeleton";
import { Card } from "@repo/ui/card";

export const MoneyFromBrowser = lazyPart(
  () => import("./MoneyRead").then(({ MoneyRead }) => MoneyRead),
  <Card>
    <SkeletonText lines={4} />
  </Card>,
);
