"use client";
// The browser's parts of /luckybear/vip, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, a reached level's receive
// button, loaded after start.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { VipSkeleton } from "./VipSkeleton";

export const VipFromBrowser = lazyPart(() => import("./VipRead").then(({ VipRead }) => VipRead), <VipSkeleton />);

/** Until it has loaded, a button that does nothing yet (as before the page hydrated). */
export const VipReceiveFromBrowser = lazyPart(
  () => import("./VipReceiveRefreshing").then(({ VipReceiveRefreshing }) => VipReceiveRefreshing),
  ({ label }) => (
    <Button size="sm" disabled aria-label={label}>
      <Trans>Receive</Trans>
    </Button>
  ),
);
