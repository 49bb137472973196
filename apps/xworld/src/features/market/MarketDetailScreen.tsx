"use client";
// /market/detail?id= (login-required; the address deep links lead to): one listing with its item, seller,
// price, fee and total, and what the viewer can do with it (BuyPanel).
import { Trans, useLingui } from "@lingui/react/macro";
import { marketEndpoints } from "@repo/api-client/endpoints/market";
import { isBusinessError } from "@repo/api-client/errors";
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import type { Listing } from "@repo/api-client/schemas/market";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { Skeleton, SkeletonText } from "@repo/ui/skeleton";
import Link from "@repo/app-shell/link";
import { itemPath, spacePath } from "../collection/collection-paths";
import { RarityBadge } from "../collection/RarityBadge";
import { useKindLabel } from "../collection/use-collectible-labels";
import { BuyPanel } from "./BuyPanel";
import { marketPath } from "./market-query";

export function MarketDetailScreen({ locale, listingId }: { locale: Locale; listingId: number | null }) {
  const { t } = useLingui();
  const detail = useApiQuery(marketEndpoints.detail, { listing_id: listingId ?? 0 }, { enabled: listingId !== null });
  const missing = listingId === null || isBusinessError(detail.error, COLLECTIBLE_CODES.NOT_FOUND);
  const tab = detail.data?.item.kind ?? "nft";
  return (
    <PageFrame locale={locale} back={marketPath({ tab })} heading={detail.data?.item.name ?? <Trans>Listing</Trans>}>
      {missing ? (
        <ErrorState
          title={t`This listing does not exist.`}
          description={
            <Link href={withLocale(marketPath({}), locale)} className="font-semibold text-link">
              <Trans>Browse the market</Trans>
            </Link>
          }
        />
      ) : detail.isError && !detail.data ? (
        <ErrorState title={t`This listing could not load.`} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : !detail.data ? (
        <div className="flex flex-col items-center gap-16" aria-busy="true">
          <Skeleton width={240} height={240} />
          <SkeletonText lines={4} className="w-full" />
        </div>
      ) : (
        <>
          <ListingFacts locale={locale} listing={detail.data} />
          <BuyPanel locale={locale} listing={detail.data} onStale={() => void detail.refetch()} />
        </>
      )}
    </PageFrame>
  );
}

function ListingFacts({ locale, listing }: { locale: Locale; listing: Listing }) {
  const kindLabel = useKindLabel();
  const { item, seller } = listing;
  const level = item.level;
  const sellerName = seller.username;
  return (
    <Card>
      <div className="flex flex-col gap-12">
        <div className="mx-auto aspect-square w-full max-w-[240px] overflow-hidden rounded-16 bg-skeleton">
          <img src={item.image} alt={item.name} width={240} height={240} className="size-full object-cover" />
        </div>
        <div className="flex flex-wrap items-center gap-8 text-14 text-text-muted">
          <RarityBadge rarity={item.rarity} />
          <span>
            {kindLabel(item.kind)} · {item.series}
          </span>
          <span data-testid="listing-level">
            <Trans>Level {level}</Trans>
          </span>
        </div>
        <p className="text-14 text-text-muted">
          <Trans>
            Sold by{" "}
            <Link href={withLocale(spacePath(seller.user_id), locale)} className="font-semibold text-link" data-testid="listing-seller">
              {sellerName}
            </Link>
          </Trans>
        </p>
        <Link href={withLocale(itemPath(item.item_id), locale)} className="text-14 font-semibold text-link">
          <Trans>The item's history</Trans>
        </Link>
      </div>
    </Card>
  );
}
