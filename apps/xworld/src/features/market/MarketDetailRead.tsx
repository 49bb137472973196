"use client";
// The browser's read of a listing (the server had none for this player: another login, a login only
// Telegram or the host app knows, or a failed read): a skeleton, the listing with its buy panel, not
// found, or a failure with Retry.
import { useLingui } from "@lingui/react/macro";
import { marketEndpoints } from "@repo/api-client/endpoints/market";
import { isBusinessError } from "@repo/api-client/errors";
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { BuyPanel } from "./BuyPanel";
import { ListingFacts } from "./ListingFacts";
import { ListingFrame } from "./ListingFrame";
import { ListingMissing } from "./ListingMissing";
import { ListingSkeleton } from "./ListingSkeleton";

export function MarketDetailRead({ locale, listingId }: { locale: Locale; listingId: number }) {
  const { t } = useLingui();
  const detail = useApiQuery(marketEndpoints.detail, { listing_id: listingId });
  let content;
  if (isBusinessError(detail.error, COLLECTIBLE_CODES.NOT_FOUND)) content = <ListingMissing locale={locale} />;
  else if (detail.isError && !detail.data) content = <ErrorState title={t`This listing could not load.`} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  else if (!detail.data) content = <ListingSkeleton />;
  else
    content = (
      <>
        <ListingFacts locale={locale} listing={detail.data} />
        <BuyPanel locale={locale} listing={detail.data} onStale={() => void detail.refetch()} />
      </>
    );
  return (
    <ListingFrame locale={locale} listing={detail.data ?? null}>
      {content}
    </ListingFrame>
  );
}
