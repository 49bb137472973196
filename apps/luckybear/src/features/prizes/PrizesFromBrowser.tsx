"use client";
// The browser's parts of /luckybear/prizes, each loaded only when it renders: the whole read when the
// page has no server read for this render's player; on the server-rendered page, a reached prize's
// receive button and the winners' refresh, both loaded after start.
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { SkeletonText } from "@repo/ui/skeleton";
import type { ReactNode } from "react";
import { BetPrizesCard } from "./BetPrizesCard";
import type { Winners } from "./WinnersList";

export const PrizesFromBrowser = lazyPart(
  () => import("./PrizesRead").then(({ PrizesRead }) => PrizesRead),
  <BetPrizesCard>
    <SkeletonText lines={4} />
  </BetPrizesCard>,
);

/** Until it has loaded, a button that does nothing yet (as before the page hydrated). */
export const PrizeReceiveFromBrowser = lazyPart(
  () => import("./PrizeReceiveRefreshing").then(({ PrizeReceiveRefreshing }) => PrizeReceiveRefreshing),
  ({ label }) => (
    <Button size="sm" disabled aria-label={label}>
      <Trans>Receive</Trans>
    </Button>
  ),
);

interface WinnersFromBrowserProps {
  locale: Locale;
  first: Winners;
  player: number;
  /** The server's rendering of `first`, shown until the part that reads again has loaded. */
  children: ReactNode;
}

export const WinnersFromBrowser = lazyPart<WinnersFromBrowserProps>(
  () => import("./WinnersRead").then(({ WinnersRead }) => WinnersRead),
  ({ children }) => children,
);
