"use client";
// The pet draw (/petV2/draw) and the NFT roll (/rollnft): the price, the day's free chance and the
// odds before paying; a tap spends the free chance or the price, the server draws, and the wheel turns
// to the rarity it drew before the new item shows. Short of coins: the balance-lack dialog (the audit
// warning in audit mode) before any call.
import { Trans, useLingui } from "@lingui/react/macro";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { petEndpoints } from "@repo/api-client/endpoints/pet";
import { RARITIES, type DrawResult } from "@repo/api-client/schemas/collectibles";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { PrizeWheel } from "@repo/ui/prize-wheel";
import { ResultCard } from "@repo/ui/result-card";
import { Skeleton } from "@repo/ui/skeleton";
import Link from "@repo/app-shell/link";
import type { ReactNode } from "react";
import { formatBalance, formatExact } from "../wallet/format-coin";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useBalanceLack } from "@repo/app-shell/hooks/use-balance-lack";
import { useAssets } from "../wallet/use-wallet-data";
import { lackedCoin } from "../wallet/use-wallet-error-text";
import { useViewer } from "../wallet/use-viewer";
import { drawStep } from "./collectible-rules";
import { itemPath, libraryPath } from "./collection-paths";
import { OddsTable } from "./OddsTable";
import { RarityBadge } from "./RarityBadge";
import { useCollectibleErrorText } from "./use-collectible-error-text";
import { useDraw } from "./use-draw";
import { useRarityLabel } from "./use-collectible-labels";

export interface DrawScreenProps {
  locale: Locale;
  kind: "pet" | "nft";
  /** Where Back leads (without the locale). */
  back: string;
  /** This page (without the locale), where a sign-in comes back to. */
  self: string;
  heading: ReactNode;
  intro: ReactNode;
}

export function DrawScreen(props: DrawScreenProps) {
  const viewer = useViewer();
  const { locale, back, self, heading } = props;
  return (
    <PageFrame locale={locale} back={back} heading={heading}>
      {viewer === "player" ? (
        <PlayerDraw {...props} />
      ) : viewer === "guest" ? (
        <SignInPrompt locale={locale} backUrl={withLocale(self, locale)} title={<Trans>Sign in to draw</Trans>} description={props.intro} />
      ) : (
        <DrawSkeleton />
      )}
    </PageFrame>
  );
}

/** The pet draw's calls, or the NFT roll's. */
const CALLS = {
  pet: { conf: petEndpoints.drawConf, draw: petEndpoints.draw },
  nft: { conf: nftEndpoints.rollConf, draw: nftEndpoints.roll },
} as const;

function PlayerDraw({ locale, kind, intro }: DrawScreenProps) {
  const { t } = useLingui();
  const conf = useApiQuery(CALLS[kind].conf, {});
  const assets = useAssets();
  const lack = useBalanceLack();
  const draw = useDraw(CALLS[kind].draw, {
    onError: (error) => {
      const coin = lackedCoin(error);
      if (coin) lack.report(coin);
    },
  });
  const errorText = useCollectibleErrorText();
  const rarityLabel = useRarityLabel();

  if (conf.isError && !conf.data) return <ErrorState title={t`The draw could not load.`} onRetry={() => void conf.refetch()} retrying={conf.isFetching} />;
  if (!conf.data) return <DrawSkeleton />;

  const { price } = conf.data;
  const coin = price.coin_name;
  // Unknown until the balances are read; a coin the player has no row for is a balance of 0.
  const balance = assets.data ? (assets.data.list.find((row) => row.coin_name === coin)?.offchain ?? "0") : undefined;
  const cost = `${formatExact(price.amount, locale)} ${coin}`;
  const balanceText = balance === undefined ? "--" : `${formatBalance(balance, locale)} ${coin}`;
  const freeChances = draw.phase === "idle" ? conf.data.free_chances : (draw.result?.free_chances_left ?? conf.data.free_chances);
  const segments = RARITIES.map((rarity, index) => ({ id: index + 1, label: rarityLabel(rarity) }));
  const landing = draw.result ? RARITIES.indexOf(draw.result.item.rarity) + 1 : null;
  const nextFree = conf.data.next_free_at;

  const tap = (useFree: boolean) => {
    if (draw.busy || !conf.data) return;
    lack.clear();
    if (drawStep(conf.data, useFree, balance) === "lack") {
      lack.report(coin);
      return;
    }
    draw.start(useFree);
  };
  const serverLack = draw.error ? lackedCoin(draw.error) : null;
  const failure = draw.error && !serverLack ? errorText(draw.error) : null;

  return (
    <div className="flex flex-col gap-16">
      <p className="text-14 text-text-muted">{intro}</p>
      <PrizeWheel label={t`Rarity wheel`} segments={segments} landingId={landing} spins={draw.spins} onSettled={draw.settle} />
      {draw.phase === "done" && draw.result ? <DrawnCard locale={locale} kind={kind} result={draw.result} /> : null}
      <Card>
        <dl className="grid grid-cols-[auto_1fr] gap-x-12 gap-y-6 text-14">
          <dt className="text-text-muted">
            <Trans>Price</Trans>
          </dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="draw-price">
            {cost}
          </dd>
          <dt className="text-text-muted">
            <Trans>Your balance</Trans>
          </dt>
          <dd className="text-right tabular-nums" data-testid="draw-balance">
            {balanceText}
          </dd>
          <dt className="text-text-muted">
            <Trans>Free chances today</Trans>
          </dt>
          <dd className="text-right tabular-nums" data-testid="draw-free">
            {freeChances}
          </dd>
        </dl>
        {freeChances === 0 && nextFree !== null ? (
          <p className="mt-8 text-12 text-text-muted">
            <Trans>
              Next free chance in <Countdown target={nextFree * 1000} onEnd={() => void conf.refetch()} />
            </Trans>
          </p>
        ) : null}
      </Card>
      <FormAlert tone="warning">{lack.warning}</FormAlert>
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-col gap-8">
        {freeChances > 0 ? (
          <Button size="lg" block loading={draw.busy} disabled={draw.busy} onClick={() => tap(true)}>
            <Trans>Draw for free</Trans>
          </Button>
        ) : null}
        <Button size="lg" block variant={freeChances > 0 ? "secondary" : "primary"} loading={draw.busy && freeChances === 0} disabled={draw.busy} onClick={() => tap(false)}>
          <Trans>Draw for {cost}</Trans>
        </Button>
      </div>
      <OddsTable locale={locale} conf={conf.data} />
    </div>
  );
}

function DrawnCard({ locale, kind, result }: { locale: Locale; kind: "pet" | "nft"; result: DrawResult }) {
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

function DrawSkeleton() {
  return (
    <div className="flex flex-col items-center gap-16" aria-busy="true">
      <Skeleton width={280} height={280} circle />
      <Skeleton height={52} />
      <Skeleton height={120} />
    </div>
  );
}
