"use client";
// What the viewer can do with a listing: buy it (a confirmation with the price, the fee and the total,
// one submission per tap, an attempt key kept for a retry after an unknown outcome), cancel their own,
// or read why it is no longer for sale. Short of coins: the balance-lack dialog (audit: its warning).
// On the server-rendered page (`refreshPage`) a purchase, a cancel or a refusal that says the listing
// changed renders the page again on the server (the purchase's result stays); in the browser's read the
// listing is read again (`onStale`).
import { Trans, useLingui } from "@lingui/react/macro";
import { type Purchase, marketEndpoints } from "@repo/api-client/endpoints/market";
import type { Listing } from "@repo/api-client/schemas/market";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useSessionValue } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { ResultCard } from "@repo/ui/result-card";
import { SummaryList } from "@repo/ui/summary-list";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { itemPath } from "../collection/collection-paths";
import { useCollectibleErrorText } from "../collection/use-collectible-error-text";
import { formatExact } from "../wallet/format-coin";
import { useBalanceLack } from "@repo/app-shell/hooks/use-balance-lack";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useAssets } from "../wallet/use-wallet-data";
import { lackedCoin } from "../wallet/use-wallet-error-text";
import { buyBlock } from "./market-rules";

export interface BuyPanelProps {
  locale: Locale;
  listing: Listing;
  /** Reads the listing again (after a refusal that says it changed), in the browser's read. */
  onStale?: () => void;
  /** The listing was rendered on the server: after a change, render the page again there. */
  refreshPage?: boolean;
}

export function BuyPanel({ locale, listing, onStale, refreshPage = false }: BuyPanelProps) {
  const { t } = useLingui();
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const stale = () => (refreshPage ? renderAgain() : onStale?.());
  const userId = useSessionValue("userId");
  const assets = useAssets();
  const lack = useBalanceLack();
  const errorText = useCollectibleErrorText();
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const [confirming, setConfirming] = useState<"buy" | "cancel" | null>(null);
  const [bought, setBought] = useState<Purchase | null>(null);
  const buy = useApiMutation(marketEndpoints.buy, { meta: { silent: true } });
  const cancel = useApiMutation(marketEndpoints.cancel, { meta: { silent: true } });
  const coin = listing.coin_name;
  // Unknown until the balances are read; a coin the player has no row for is a balance of 0.
  const balance = assets.data ? (assets.data.list.find((row) => row.coin_name === coin)?.offchain ?? "0") : undefined;
  const block = buyBlock(listing, userId, balance);
  const money = (value: string) => `${formatExact(value, locale)} ${coin}`;
  const name = listing.item.name;

  if (bought) return <BoughtCard locale={locale} purchase={bought} />;

  const refused = (error: unknown) => {
    const lacked = lackedCoin(error);
    if (lacked) lack.report(lacked);
    if (!lacked) stale();
  };
  const confirmBuy = () => {
    if (!guard.begin()) return;
    const request = { listing_id: listing.listing_id };
    buy.mutate(
      { ...request, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: (purchase) => {
          attempts.settle();
          setBought(purchase);
          if (refreshPage) stale();
        },
        onError: (error) => {
          attempts.failed(error);
          refused(error);
        },
        onSettled: () => {
          guard.end();
          setConfirming(null);
        },
      },
    );
  };
  const confirmCancel = () => {
    if (!guard.begin()) return;
    cancel.mutate(
      { listing_id: listing.listing_id },
      {
        onSuccess: () => {
          if (refreshPage) stale();
        },
        onError: stale,
        onSettled: () => {
          guard.end();
          setConfirming(null);
        },
      },
    );
  };
  const tapBuy = () => {
    buy.reset();
    lack.clear();
    if (block === "short") {
      lack.report(coin);
      return;
    }
    setConfirming("buy");
  };
  const failure = buy.error && !lackedCoin(buy.error) ? errorText(buy.error) : cancel.error ? errorText(cancel.error) : null;
  const closedAt = listing.closed_at ? formatDateTime(listing.closed_at, { locale }) : "";
  const buyer = listing.buyer?.username ?? "";
  const total = money(listing.total);
  const price = money(listing.price);
  const fee = money(listing.fee);

  return (
    <Card>
      <div className="flex flex-col gap-12">
        <SummaryList
          rows={[
            { id: "price", label: <Trans>Price</Trans>, value: price, testId: "listing-price" },
            { id: "fee", label: <Trans>Market fee</Trans>, value: fee, testId: "listing-fee" },
            { id: "total", label: <Trans>You pay</Trans>, value: total, emphasis: true, testId: "listing-total" },
            ...(balance !== undefined ? [{ id: "balance", label: <Trans>Your balance</Trans>, value: money(balance), testId: "listing-balance" }] : []),
          ]}
        />
        <FormAlert tone="warning">{lack.warning}</FormAlert>
        <FormAlert>{failure}</FormAlert>
        {block === "sold" ? (
          <p className="text-14 font-semibold text-text" role="status">
            {buyer ? <Trans>Sold to {buyer} on {closedAt}.</Trans> : <Trans>This item has been sold.</Trans>}
          </p>
        ) : block === "cancelled" ? (
          <p className="text-14 font-semibold text-text" role="status">
            <Trans>The seller took this item off the market.</Trans>
          </p>
        ) : block === "own" ? (
          <>
            <p className="text-14 text-text-muted">
              <Trans>This is your listing: you cannot buy it. You can take it off the market.</Trans>
            </p>
            <Button variant="danger" block loading={cancel.isPending || refreshing} onClick={() => setConfirming("cancel")}>
              <Trans>Cancel the listing</Trans>
            </Button>
          </>
        ) : (
          // Spec: not shown — a tap before the balance has arrived. Choice: the button waits for it (busy),
          // so a quick tap is never told "not enough" about a balance nobody has read yet.
          <Button size="lg" block loading={buy.isPending || refreshing || (balance === undefined && assets.isLoading)} onClick={tapBuy}>
            <Trans>Buy for {total}</Trans>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming === "buy"}
        title={t`Confirm the purchase`}
        description={t`You pay ${total} for ${name}: the price of ${price} plus the market fee of ${fee}.`}
        confirmLabel={<Trans>Buy</Trans>}
        pending={buy.isPending}
        onConfirm={confirmBuy}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === "cancel"}
        title={t`Take it off the market?`}
        description={t`${name} goes back to your collection and is no longer for sale.`}
        confirmLabel={<Trans>Cancel the listing</Trans>}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}

function BoughtCard({ locale, purchase }: { locale: Locale; purchase: Purchase }) {
  const name = purchase.listing.item.name;
  const coin = purchase.coin_name;
  const paid = `${formatExact(purchase.paid, locale)} ${coin}`;
  const balance = `${formatExact(purchase.balance, locale)} ${coin}`;
  return (
    <ResultCard
      title={<Trans>You bought {name}</Trans>}
      actions={
        <>
          <Link href={withLocale(itemPath(purchase.listing.item.item_id), locale)} className="flex min-h-48 items-center justify-center rounded-16 bg-primary px-20 text-16 font-semibold text-primary-contrast">
            <Trans>See it in my collection</Trans>
          </Link>
          <Link href={withLocale("/market/history", locale)} className="flex min-h-44 items-center justify-center rounded-16 px-20 text-15 font-semibold text-link">
            <Trans>My trades</Trans>
          </Link>
        </>
      }
    >
      <SummaryList
        rows={[
          { id: "paid", label: <Trans>Paid</Trans>, value: paid, emphasis: true, testId: "bought-paid" },
          { id: "balance", label: <Trans>Your balance now</Trans>, value: balance, testId: "bought-balance" },
        ]}
      />
    </ResultCard>
  );
}
