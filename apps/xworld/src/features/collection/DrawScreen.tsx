// The pet draw (/petV2/draw) and the NFT roll (/rollnft): the price, the day's free chance and the odds
// before paying; a tap spends the free chance or the price, the server draws, and the wheel turns to the
// rarity it drew before the new item shows. A server component: the server reads the terms and the
// balances with the player's login cookies and renders the page there, the wheel at rest (DrawAtRest;
// ServerPlayerContent keeps it while this render is that player's). Its client code: drawing, a part
// loaded after start (DrawPlayPart; a draw renders the page again on the server). A guest, another login
// or a failed read gets the browser's read (DrawFromBrowser).
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { DrawAtRest, NextFreeRefreshing } from "./DrawAtRest";
import type { DrawKind } from "./draw-calls";
import { DrawFromBrowser, DrawPlayPart } from "./DrawFromBrowser";
import type { DrawFirst } from "./load-draw";

export interface DrawScreenProps {
  locale: Locale;
  kind: DrawKind;
  /** Where Back leads (without the locale). */
  back: string;
  /** This page (without the locale), where a sign-in comes back to. */
  self: string;
  heading: ReactNode;
  intro: ReactNode;
  /** The terms and balances as the server read them with the player's login cookies (none for a guest). */
  first?: PlayerFirst<DrawFirst> | null;
}

export function DrawScreen({ locale, kind, back, self, heading, intro, first }: DrawScreenProps) {
  const conf = first?.data.conf;
  const fromBrowser = <DrawFromBrowser locale={locale} kind={kind} self={self} intro={intro} />;
  let content: ReactNode = fromBrowser;
  if (first && conf) {
    const assets = first.data.assets;
    // Unknown when the balances' read failed (the server then checks); a coin the player has no row for is a balance of 0.
    const balance = assets ? (assets.list.find((row) => row.coin_name === conf.price.coin_name)?.offchain ?? "0") : undefined;
    content = (
      <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
        <DrawPlayPart
          locale={locale}
          kind={kind}
          intro={intro}
          conf={conf}
          balance={balance}
          nextFree={<NextFreeRefreshing nextFreeAt={conf.next_free_at} />}
          renderPage
          atRest={<DrawAtRest locale={locale} intro={intro} conf={conf} balance={balance} />}
        />
      </ServerPlayerContent>
    );
  }
  return (
    <PageFrame locale={locale} back={back} heading={heading}>
      {content}
    </PageFrame>
  );
}
