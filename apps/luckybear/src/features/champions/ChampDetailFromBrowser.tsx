"use client";
// The browser's parts of /luckybear/champions/[champId], each loaded only when it renders: the whole read
// when the page has no server read for this render's player; on the server-rendered page, an ended
// championship's receive button, loaded after start.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { ChampDetailSkeleton } from "./ChampDetailSkeleton";

export const ChampDetailFromBrowser = lazyPart(() => import("./ChampDetailRead").then(({ ChampDetailRead }) => ChampDetailRead), <ChampDetailSkeleton />);

/** Until it has loaded, a button that does nothing yet (as before the page hydrated). */
export const ChampReceiveFromBrowser = lazyPart(
  () => import("./ChampReceiveRefreshing").then(({ ChampReceiveRefreshing }) => ChampReceiveRefreshing),
  <Button block disabled>
    <Trans>Receive reward</Trans>
  </Button>,
);
