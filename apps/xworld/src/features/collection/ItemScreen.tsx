"use client";
// /library/item?id=: one item (item_detail, open to everyone) with its picture, rarity, level, owner and
// history; its owner sells it on the market, sends an NFT to another player, or plays with a pet.
import { Trans, useLingui } from "@lingui/react/macro";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { isBusinessError } from "@repo/api-client/errors";
import { COLLECTIBLE_CODES, type Collectible } from "@repo/api-client/schemas/collectibles";
import type { Listing } from "@repo/api-client/schemas/market";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useSessionValue } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { lazyWhenIdle } from "@repo/ui/lib/lazy-when-idle";
import { ProgressBar } from "@repo/ui/progress-bar";
import { ResultCard } from "@repo/ui/result-card";
import { Skeleton, SkeletonText } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { marketDetailPath } from "../market/market-query";
import { petGamePath } from "../pets/pet-paths";
import { shortAddress } from "../wallet/addresses";
import { formatExact } from "../wallet/format-coin";
import { transferBlock } from "./collectible-rules";
import { libraryPath, spacePath } from "./collection-paths";
import { ItemHistory } from "./ItemHistory";
import { RarityBadge } from "./RarityBadge";
import type { TransferResult } from "./TransferSheet";
import { useKindLabel } from "./use-collectible-labels";

// The sell and send sheets open with a tap: out of the page's first load, loaded while it is idle.
const SellSheet = lazyWhenIdle(() => import("../market/SellSheet").then((module) => module.SellSheet));
const TransferSheet = lazyWhenIdle(() => import("./TransferSheet").then((module) => module.TransferSheet));

type Done = { kind: "listed"; listing: Listing } | { kind: "sent"; result: TransferResult };
type Sheet = "sell" | "send";

export function ItemScreen({ locale, itemId }: { locale: Locale; itemId: number | null }) {
  const { t } = useLingui();
  const detail = useApiQuery(nftEndpoints.itemDetail, { item_id: itemId ?? 0 }, { enabled: itemId !== null });
  const [done, setDone] = useState<Done | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const missing = itemId === null || isBusinessError(detail.error, COLLECTIBLE_CODES.NOT_FOUND);
  return (
    <PageFrame locale={locale} back={libraryPath(detail.data?.item.kind === "pet" ? "pet" : "nft")} heading={detail.data?.item.name ?? <Trans>Item</Trans>}>
      {missing ? (
        <ErrorState title={t`This item does not exist.`} description={t`It may have been sent off the platform, or the link is wrong.`} />
      ) : detail.isError && !detail.data ? (
        <ErrorState title={t`This item could not load.`} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : !detail.data ? (
        <ItemSkeleton />
      ) : (
        <>
          {done ? <DoneCard locale={locale} done={done} item={detail.data.item} onClose={() => setDone(null)} /> : null}
          <ItemFacts locale={locale} item={detail.data.item} />
          <OwnerActions locale={locale} item={detail.data.item} onOpen={setSheet} />
          <ItemHistory locale={locale} history={detail.data.history} />
          {/* Mounted as long as the page: the item's re-read after a sale or a send must not cut their answer off. */}
          <SellSheet
            locale={locale}
            item={detail.data.item}
            open={sheet === "sell"}
            onClose={() => setSheet(null)}
            onListed={(listing) => {
              setSheet(null);
              setDone({ kind: "listed", listing });
            }}
          />
          {detail.data.item.kind === "nft" ? (
            <TransferSheet
              item={detail.data.item}
              open={sheet === "send"}
              onClose={() => setSheet(null)}
              onSent={(result) => {
                setSheet(null);
                setDone({ kind: "sent", result });
              }}
            />
          ) : null}
        </>
      )}
    </PageFrame>
  );
}

function ItemFacts({ locale, item }: { locale: Locale; item: Collectible }) {
  const { t } = useLingui();
  const kindLabel = useKindLabel();
  const owner = item.owner;
  const level = item.level;
  return (
    <Card>
      <div className="flex flex-col gap-12">
        <div className="relative mx-auto aspect-square w-full max-w-[240px] overflow-hidden rounded-16 bg-skeleton">
          <img src={item.image} alt={item.name} width={240} height={240} className="size-full object-cover" />
        </div>
        <div className="flex flex-wrap items-center gap-8">
          <RarityBadge rarity={item.rarity} />
          <span className="text-14 text-text-muted">
            {kindLabel(item.kind)} · {item.series}
          </span>
        </div>
        <SummaryList
          rows={[
            { id: "level", label: <Trans>Level</Trans>, value: level, testId: "item-level" },
            {
              id: "owner",
              label: <Trans>Owner</Trans>,
              value: owner ? (
                <Link href={withLocale(spacePath(owner.user_id), locale)} className="font-semibold text-link">
                  {owner.username}
                </Link>
              ) : (
                t`Outside the platform`
              ),
              testId: "item-owner",
            },
          ]}
        />
        {item.pet ? (
          <div className="flex flex-col gap-8">
            <ProgressBar label={t`Energy`} value={item.pet.energy} max={item.pet.max_energy} valueText={`${item.pet.energy}/${item.pet.max_energy}`} />
            <ProgressBar label={t`Experience`} value={item.pet.exp} max={Math.max(item.pet.exp_to_next, 1)} valueText={`${item.pet.exp}/${item.pet.exp_to_next}`} />
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/** The owner's actions on an item that is not on sale; a link to its listing while it is. */
function OwnerActions({ locale, item, onOpen }: { locale: Locale; item: Collectible; onOpen: (sheet: Sheet) => void }) {
  const userId = useSessionValue("userId");
  if (item.listing_id !== null) {
    return (
      <Link href={withLocale(marketDetailPath(item.listing_id), locale)} className="flex min-h-48 items-center justify-center rounded-16 bg-surface-raised px-20 text-15 font-semibold text-text shadow-card">
        <Trans>On sale: see the listing</Trans>
      </Link>
    );
  }
  if (userId === null || item.owner?.user_id !== userId) return null;
  return (
    <div className="grid grid-cols-2 gap-8">
      <Button variant="primary" onClick={() => onOpen("sell")}>
        <Trans>Sell</Trans>
      </Button>
      {transferBlock(item, userId) === null ? (
        <Button variant="secondary" onClick={() => onOpen("send")}>
          <Trans>Send to a player</Trans>
        </Button>
      ) : (
        <Link href={withLocale(petGamePath(item.item_id), locale)} className="flex min-h-44 items-center justify-center rounded-16 bg-surface-sunken px-16 text-15 font-semibold text-text">
          <Trans>Play</Trans>
        </Link>
      )}
    </div>
  );
}

function DoneCard({ locale, done, item, onClose }: { locale: Locale; done: Done; item: Collectible; onClose: () => void }) {
  const name = item.name;
  if (done.kind === "listed") {
    const price = `${formatExact(done.listing.price, locale)} ${done.listing.coin_name}`;
    return (
      <ResultCard
        title={<Trans>{name} is on sale</Trans>}
        subtitle={<Trans>Price: {price}</Trans>}
        actions={
          <Link href={withLocale(marketDetailPath(done.listing.listing_id), locale)} className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast">
            <Trans>See the listing</Trans>
          </Link>
        }
      />
    );
  }
  const receiver = done.result.to_username ?? shortAddress(done.result.to_address);
  const hash = shortAddress(done.result.tx_hash);
  return (
    <ResultCard
      title={<Trans>Sent to {receiver}</Trans>}
      subtitle={<Trans>Transaction {hash}</Trans>}
      actions={
        <Button variant="ghost" block onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    />
  );
}

function ItemSkeleton() {
  return (
    <div className="flex flex-col items-center gap-16" aria-busy="true">
      <Skeleton width={240} height={240} />
      <SkeletonText lines={3} className="w-full" />
    </div>
  );
}
