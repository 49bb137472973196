"use client";
// ClaimAchievement as a part of its own, for the server-rendered page: its code (the API client's
// mutation, the error text) loads after start, and only when an achievement is ready to claim. Until then
// the button shows as it will, not yet pressable.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const ClaimAchievementPart = lazyPart(
  () => import("./ClaimAchievement").then(({ ClaimAchievement }) => ClaimAchievement),
  ({ points }) => (
    <Button size="sm" className="self-start" disabled>
      <Trans>Claim {points} honor</Trans>
    </Button>
  ),
);
