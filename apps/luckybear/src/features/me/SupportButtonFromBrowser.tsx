"use client";
// SupportButton as a part loaded after start: its read of the player's support bot (React Query's
// observer, the casino's lobby endpoints) stays out of the me tab's first load. Until it has loaded, the
// button waits, as it did while the bot was asked for.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const SupportButtonFromBrowser = lazyPart(
  () => import("./SupportButton").then(({ SupportButton }) => SupportButton),
  <Button variant="secondary" block loading="delayed">
    <Trans>Customer support</Trans>
  </Button>,
);
