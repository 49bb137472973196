"use client";
// The browser's parts of /sudgame/[gameId], each loaded only when it renders: the whole page when the
// server could not read the catalogue; on the server-rendered page, how the game is played here (it
// depends on the platform, which only the browser knows), loaded after start.
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { SudGameSkeleton } from "./SudGameSkeleton";

export const SudGameFromBrowser = lazyPart(
  () => import("./SudGameRead").then(({ SudGameRead }) => SudGameRead),
  ({ locale }) => (
    <PageFrame locale={locale} back="/sudgame" heading={<Trans>Party game</Trans>}>
      <SudGameSkeleton />
    </PageFrame>
  ),
);

// Spec: not shown — what the way to play shows before the page knows its platform. Choice: the
// loading skeleton of the card (the server cannot tell the native app from the web).
export const SudGamePlayPart = lazyPart(() => import("./SudGamePlay").then(({ SudGamePlay }) => SudGamePlay), <SudGameSkeleton lines={3} />);
