"use client";
// /library/item read by the browser, when the server's read failed: the item with a retry while it
// fails; read again after a sale or a send. Loaded only then (ItemFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { nftEndpoints } from "@repo/api-client/endpoints/nft";
import { isBusinessError } from "@repo/api-client/errors";
import { COLLECTIBLE_CODES } from "@repo/api-client/schemas/collectibles";
import { useApiQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { ItemFacts } from "./ItemFacts";
import { ItemHistory } from "./ItemHistory";
import { ItemListingLink } from "./ItemListingLink";
import { ItemOwnerActions } from "./ItemOwnerActions";
import { itemBackPath, ItemSkeleton, NoSuchItem } from "./ItemParts";

export interface ItemReadProps {
  locale: Locale;
  itemId: number;
}

export function ItemRead({ locale, itemId }: ItemReadProps) {
  const { t } = useLingui();
  const detail = useApiQuery(nftEndpoints.itemDetail, { item_id: itemId });
  const item = detail.data?.item;
  let content;
  if (isBusinessError(detail.error, COLLECTIBLE_CODES.NOT_FOUND)) content = <NoSuchItem />;
  else if (detail.isError && !detail.data) content = <ErrorState title={t`This item could not load.`} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  else if (!detail.data) content = <ItemSkeleton />;
  else {
    const shown = detail.data.item;
    content = (
      <>
        <ItemFacts locale={locale} item={shown} />
        {shown.listing_id !== null ? <ItemListingLink locale={locale} listingId={shown.listing_id} /> : null}
        <ItemOwnerActions locale={locale} item={shown} renderAgain={false} />
        <ItemHistory locale={locale} history={detail.data.history} />
      </>
    );
  }
  return (
    <PageFrame locale={locale} back={itemBackPath(item)} heading={item?.name ?? <Trans>Item</Trans>}>
      {content}
    </PageFrame>
  );
}
