"use client";
// The browser's parts of /luckybear/money/locked, each loaded only when it renders: the whole read when
// the page has no server read for this render's player; on the server-rendered page, an unlockable
// lock's button and the line that confirms a release (nothing before one), loaded after start.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { LockedSkeleton } from "./LockedSkeleton";

export const LockedFromBrowser = lazyPart(() => import("./LockedRead").then(({ LockedRead }) => LockedRead), <LockedSkeleton />);

/** Until it has loaded, a button that does nothing yet (as before the page hydrated). */
export const UnlockFromBrowser = lazyPart(
  () => import("./UnlockRefreshing").then(({ UnlockRefreshing }) => UnlockRefreshing),
  ({ label }) => (
    <Button size="sm" disabled aria-label={label}>
      <Trans>Unlock</Trans>
    </Button>
  ),
);

export const UnlockReleased = lazyPart(() => import("./UnlockReleasedLine").then(({ UnlockReleasedLine }) => UnlockReleasedLine), null);
