"use client";
// Puts an own item on the market (market list): a price in the market coin, checked against the range
// and the coin's decimals, with what the buyer pays (price + fee) and what the seller receives shown
// before it is sent; one submission per tap with an attempt key.
import { Trans, useLingui } from "@lingui/react/macro";
import { marketEndpoints } from "@repo/api-client/endpoints/market";
import type { Collectible } from "@repo/api-client/schemas/collectibles";
import type { Listing } from "@repo/api-client/schemas/market";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { Locale } from "@repo/i18n/locales";
import { AmountField } from "@repo/ui/amount-field";
import { BottomSheet } from "@repo/ui/bottom-sheet";
import { Button } from "@repo/ui/button";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { SkeletonText } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";
import { type FormEvent, useState } from "react";
import { useCollectibleErrorText } from "../collection/use-collectible-error-text";
import { formatExact } from "../wallet/format-coin";
import { useAmountProblemText } from "../wallet/use-amount-problem-text";
import { buyerTotal, checkListingPrice, marketFee } from "./market-rules";
import { useMarketTerms } from "./use-market-terms";

export interface SellSheetProps {
  locale: Locale;
  item: Collectible;
  open: boolean;
  onClose: () => void;
  onListed: (listing: Listing) => void;
}

export function SellSheet({ locale, item, open, onClose, onListed }: SellSheetProps) {
  const { t } = useLingui();
  const terms = useMarketTerms();
  const name = item.name;
  return (
    <BottomSheet open={open} onClose={onClose} title={<Trans>Sell {name}</Trans>}>
      {terms.status === "ready" && terms.config && terms.token ? (
        <SellForm locale={locale} item={item} coin={terms.config.coin_name} feeBps={terms.config.fee_bps} min={terms.config.min_price} max={terms.config.max_price} decimals={terms.token.decimals} onListed={onListed} />
      ) : terms.status === "error" ? (
        <ErrorState title={t`The market's terms could not load.`} onRetry={terms.retry} />
      ) : (
        <SkeletonText lines={4} />
      )}
    </BottomSheet>
  );
}

interface SellFormProps {
  locale: Locale;
  item: Collectible;
  coin: string;
  feeBps: number;
  min: string;
  max: string;
  decimals: number;
  onListed: (listing: Listing) => void;
}

function SellForm({ locale, item, coin, feeBps, min, max, decimals, onListed }: SellFormProps) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const errorText = useCollectibleErrorText();
  const problemText = useAmountProblemText(locale, coin);
  const list = useApiMutation(marketEndpoints.list, { meta: { silent: true } });
  const check = checkListingPrice(text, { min_price: min, max_price: max }, decimals);
  const price = check.ok ? check.amount : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!price || !guard.begin()) return;
    const request = { item_id: item.item_id, price };
    list.mutate(
      { ...request, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: (listing) => {
          attempts.settle();
          onListed(listing);
        },
        onError: (error) => attempts.failed(error),
        onSettled: guard.end,
      },
    );
  };

  const money = (value: string) => `${formatExact(value, locale)} ${coin}`;
  const feePercent = formatExact(String(feeBps / 100), locale);
  const minText = money(min);
  const maxText = money(max);
  const range = t`From ${minText} to ${maxText}`;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16">
      <AmountField
        label={t`Price`}
        name="price"
        unit={coin}
        value={text}
        onValueChange={(value) => {
          setText(value);
          list.reset();
        }}
        onBlur={() => setTouched((was) => was || text.trim() !== "")}
        hint={range}
        error={touched && !check.ok ? problemText(check.problem) : undefined}
      />
      <SummaryList
        rows={[
          { id: "fee", label: <Trans>Market fee ({feePercent} %), paid by the buyer</Trans>, value: price ? money(marketFee(price, feeBps)) : "--", testId: "sell-fee" },
          { id: "total", label: <Trans>The buyer pays</Trans>, value: price ? money(buyerTotal(price, feeBps)) : "--", testId: "sell-buyer-total" },
          { id: "receive", label: <Trans>You receive</Trans>, value: price ? money(price) : "--", emphasis: true, testId: "sell-receive" },
        ]}
      />
      <FormAlert>{list.error ? errorText(list.error) : null}</FormAlert>
      <Button type="submit" size="lg" block loading={list.isPending}>
        <Trans>Put on sale</Trans>
      </Button>
    </form>
  );
}
