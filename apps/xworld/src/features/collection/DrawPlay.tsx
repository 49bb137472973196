"use client";
// Drawing: a tap spends the free chance or the price, the server draws, and the wheel turns to the rarity
// it drew before the new item shows. Short of coins: the balance-lack dialog (the audit warning in audit
// mode) before any call. One draw at a time, with an attempt key (use-draw.ts). On the server-rendered
// page (`renderPage`, a part loaded after start) a draw, or a failed one, renders the page again on the
// server for the new balance and chances; in the browser's read (DrawRead) the API client reads them again.
import { Trans, useLingui } from "@lingui/react/macro";
import type { DrawConf, DrawResult } from "@repo/api-client/schemas/collectibles";
import { useBalanceLack } from "@repo/app-shell/hooks/use-balance-lack";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { FormAlert } from "@repo/ui/form-alert";
import { PrizeWheel } from "@repo/ui/prize-wheel";
import { ResultCard } from "@repo/ui/result-card";
import type { ReactNode } from "react";
import { lackedCoin } from "../wallet/use-wallet-error-text";
import { drawStep } from "./collectible-rules";
import { itemPath, libraryPath } from "./collection-paths";
import { DRAW_CALLS, drawCost, type DrawKind } from "./draw-calls";
import { raritySegmentId, raritySegments } from "./draw-wheel";
import { DrawButtons } from "./DrawButtons";
import { DrawView } from "./DrawView";
import { RarityBadge } from "./RarityBadge";
import { useCollectibleErrorText } from "./use-collectible-error-text";
import { useRarityLabel } from "./use-collectible-labels";
import { useDraw } from "./use-draw";

export interface DrawPlayProps {
  locale: Locale;
  kind: DrawKind;
  intro: ReactNode;
  conf: DrawConf;
  /** The off-chain balance of the price's coin (undefined while unknown: the server then checks). */
  balance: string | undefined;
  /** The line with the time to the next free chance (the caller's: it knows what happens at zero). */
  nextFree: ReactNode;
  /** The page was rendered on the server: after a draw, render it again there. */
  renderPage?: boolean;
}

export function DrawPlay({ locale, kind, intro, conf, balance, nextFree, renderPage = false }: DrawPlayProps) {
  const { t } = useLingui();
  const lack = useBalanceLack();
  const { renderAgain, rendering } = useRenderAgain();
  const afterDraw = renderPage ? renderAgain : undefined;
  const draw = useDraw(DRAW_CALLS[kind].draw, {
    onDrawn: afterDraw,
    onError: (error) => {
      const coin = lackedCoin(error);
      if (coin) lack.report(coin);
      afterDraw?.();
    },
  });
  const errorText = useCollectibleErrorText();
  const segments = raritySegments(useRarityLabel());
  const coin = conf.price.coin_name;
  const freeChances = draw.phase === "idle" ? conf.free_chances : (draw.result?.free_chances_left ?? conf.free_chances);
  const busy = draw.busy || rendering;

  const tap = (useFree: boolean) => {
    if (busy) return;
    lack.clear();
    if (drawStep(conf, useFree, balance) === "lack") {
      lack.report(coin);
      return;
    }
    draw.start(useFree);
  };
  const serverLack = draw.error ? lackedCoin(draw.error) : null;
  const failure = draw.error && !serverLack ? errorText(draw.error) : null;

  return (
    <DrawView
      locale={locale}
      intro={intro}
      conf={conf}
      balance={balance}
      freeChances={freeChances}
      wheel={<PrizeWheel label={t`Rarity wheel`} segments={segments} landingId={draw.result ? raritySegmentId(draw.result.item.rarity) : null} spins={draw.spins} onSettled={draw.settle} />}
      drawn={draw.phase === "done" && draw.result ? <DrawnCard locale={locale} kind={kind} result={draw.result} /> : null}
      nextFree={nextFree}
      alerts={
        <>
          <FormAlert tone="warning">{lack.warning}</FormAlert>
          <FormAlert>{failure}</FormAlert>
        </>
      }
      actions={<DrawButtons cost={drawCost(conf, locale)} freeChances={freeChances} busy={busy} onDraw={tap} />}
    />
  );
}

function DrawnCard({ locale, kind, result }: { locale: Locale; kind: DrawKind; result: DrawResult }) {
  const { item } = result;
  const name = item.name;
  return (
    <ResultCard
      title={<Trans>You got {name}</Trans>}
      subtitle={<RarityBadge rarity={item.rarity} />}
      actions={
        <>
          <Link href={withLocale(itemPath(item.item_id), locale)} className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast">
            <Trans>See it</Trans>
          </Link>
          <Link href={withLocale(libraryPath(kind), locale)} className="flex min-h-44 items-center justify-center rounded-16 px-20 text-15 font-semibold text-link">
            <Trans>Go to my collection</Trans>
          </Link>
        </>
      }
    >
      <div className="mx-auto size-[120px] overflow-hidden rounded-12 bg-skeleton">
        <img src={item.image} alt={name} width={120} height={120} className="size-full object-cover" data-testid="drawn-image" />
      </div>
    </ResultCard>
  );
}
