"use client";
// /market?tab=nft|pet|mine&backShow=1 (login-required, user info re-read on open): browse and search the
// listings on sale (search service, 20 a page) by words, rarity and order, or the player's own
// listings. The query is kept in the address, so a reload or a link opens the same view. The first page
// of the listings the address names comes rendered from the server (public: the same for everyone).
import { Trans, useLingui } from "@lingui/react/macro";
import { marketEndpoints } from "@repo/api-client/endpoints/market";
import { searchEndpoints } from "@repo/api-client/endpoints/search";
import { RARITIES, type Rarity } from "@repo/api-client/schemas/collectibles";
import type { MarketSort } from "@repo/api-client/schemas/market";
import { firstPageFromServer, useApiInfiniteQuery } from "@repo/api-client/react";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { Tabs } from "@repo/ui/tabs";
import { TextInput } from "@repo/ui/text-input";
import Link from "@repo/app-shell/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { libraryPath } from "../collection/collection-paths";
import { PagedGrid } from "../collection/PagedGrid";
import { useRarityLabel } from "../collection/use-collectible-labels";
import { ChoiceChips } from "../wallet/ChoiceChips";
import { ListingCard } from "./ListingCard";
import { kindOfTab, type MarketFirst, type MarketItemsPage, marketItemsInput, type MarketQuery, type MarketTab, marketPath, sameListings } from "./market-rules";

/** `first`: what the server fetched for the address the page opened with (nothing when it could not). */
export function MarketScreen({ locale, query: initial, first }: { locale: Locale; query: MarketQuery; first?: MarketFirst }) {
  const { t } = useLingui();
  const router = useRouter();
  const [query, setQuery] = useState<MarketQuery>(initial);
  const change = (next: Partial<MarketQuery>) => {
    const merged = { ...query, ...next };
    setQuery(merged);
    router.replace(withLocale(marketPath(merged), locale), { scroll: false });
  };
  return (
    <PageFrame
      locale={locale}
      heading={<Trans>Market</Trans>}
      onBack={
        query.backShow
          ? (event) => {
              // Opened from another page of the app: back to it (a link opened in a new tab has no history: home).
              if (window.history.length <= 1) return;
              event.preventDefault();
              router.back();
            }
          : undefined
      }
      action={
        <Link href={withLocale("/market/history", locale)} className="text-14 font-semibold text-link">
          <Trans>My trades</Trans>
        </Link>
      }
    >
      <Card flush>
        <Tabs
          label={t`Market`}
          stretch
          value={query.tab}
          onValueChange={(tab: MarketTab) => change({ tab })}
          items={[
            { value: "nft", label: <Trans>NFTs</Trans> },
            { value: "pet", label: <Trans>Pets</Trans> },
            { value: "mine", label: <Trans>My listings</Trans> },
          ]}
        >
          <div className="flex flex-col gap-12 px-12 pb-12">
            {query.tab === "mine" ? (
              <MyListings locale={locale} />
            ) : (
              <Browse key={query.tab} locale={locale} query={query} first={sameListings(query, initial) ? (first?.listings ?? null) : null} onChange={change} />
            )}
          </div>
        </Tabs>
      </Card>
    </PageFrame>
  );
}

interface BrowseProps {
  locale: Locale;
  query: MarketQuery;
  /** These listings' first page as the server rendered it; null: asked for on mount. */
  first: MarketItemsPage | null;
  onChange: (next: Partial<MarketQuery>) => void;
}

function Browse({ locale, query, first, onChange }: BrowseProps) {
  const { t } = useLingui();
  const rarityLabel = useRarityLabel();
  const sortId = useId();
  const [words, setWords] = useState(query.keyword);
  const kind = kindOfTab(query.tab);
  const listings = useApiInfiniteQuery(
    searchEndpoints.marketItems,
    marketItemsInput(query) ?? {},
    firstPageFromServer(first),
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ keyword: words.trim() });
  };
  const sorts: { value: MarketSort; label: string }[] = [
    { value: "newest", label: t`Newest` },
    { value: "price_asc", label: t`Price: low to high` },
    { value: "price_desc", label: t`Price: high to low` },
    { value: "rarity", label: t`Rarest first` },
  ];
  return (
    <>
      <form role="search" onSubmit={search} className="flex items-end gap-8 pt-4">
        <TextInput
          containerClassName="min-w-0 flex-1"
          label={t`Search the market`}
          hideLabel
          type="search"
          name="q"
          placeholder={t`Name or series`}
          enterKeyHint="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      <div className="flex items-center gap-8">
        <label htmlFor={sortId} className="text-13 font-semibold text-text-muted">
          <Trans>Order</Trans>
        </label>
        <select
          id={sortId}
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as MarketSort })}
          className="min-h-40 flex-1 rounded-12 border border-border bg-surface px-12 text-14 text-text"
        >
          {sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <ChoiceChips
        legend={t`Rarity`}
        name="rarity"
        value={query.rarity ?? "all"}
        onChange={(value) => onChange({ rarity: value === "all" ? null : (value as Rarity) })}
        options={[{ value: "all", label: t`All` }, ...RARITIES.map((rarity) => ({ value: rarity, label: rarityLabel(rarity) }))]}
      />
      <PagedGrid
        query={listings}
        label={kind === "pet" ? t`Pets for sale` : t`NFTs for sale`}
        errorTitle={t`The market could not load.`}
        empty={<EmptyState title={<Trans>Nothing for sale matches</Trans>} description={<Trans>Try other words or another rarity.</Trans>} />}
        renderCard={(listing) => <ListingCard key={listing.listing_id} locale={locale} listing={listing} />}
      />
    </>
  );
}

function MyListings({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const listings = useApiInfiniteQuery(marketEndpoints.myListings, {});
  return (
    <>
      <p className="pt-4 text-13 text-text-muted">
        <Trans>To sell an item, open it in your collection and tap Sell.</Trans>{" "}
        <Link href={withLocale(libraryPath(), locale)} className="font-semibold text-link">
          <Trans>My collection</Trans>
        </Link>
      </p>
      <PagedGrid
        query={listings}
        label={t`My listings`}
        errorTitle={t`Your listings could not load.`}
        empty={<EmptyState title={<Trans>You have nothing on sale</Trans>} />}
        renderCard={(listing) => <ListingCard key={listing.listing_id} locale={locale} listing={listing} />}
      />
    </>
  );
}
