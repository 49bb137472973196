"use client";
// The exchange form: two off-chain coins, an amount checked against the coin's decimals and the
// minimum, a quote from the token prices, a confirmation, then offchain_swap. An amount over the
// balance (or the server's balance-lack answer) opens the balance-lack dialog, a warning in audit mode.
import { Trans, useLingui } from "@lingui/react/macro";
import { walletMoveEndpoints } from "@repo/api-client/endpoints/wallet-moves";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { TextInput } from "@repo/ui/text-input";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { AllButton } from "@repo/ui/text-input/all-button";
import { type FormEvent, useState } from "react";
import { checkAmount, exceedsBalance } from "@repo/app-shell/money/check-amount";
import { floorToPlaces, fromUnits, unitsOf } from "@repo/app-shell/money/units";
import { CoinSelect } from "./CoinSelect";
import type { Exchange } from "./ExchangeDone";
import { ExchangeFacts, useAmountHint } from "./ExchangeFacts";
import { exchangeTerms } from "./exchange-terms";
import { formatExact } from "./format-coin";
import { quoteSwap, swapFeePercent } from "./swap-quote";
import { useAmountProblemText } from "./use-amount-problem-text";
import { useBalanceLack } from "@repo/app-shell/hooks/use-balance-lack";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { AssetRow, TokenInfo } from "./use-wallet-data";
import { lackedCoin, useWalletErrorText } from "./use-wallet-error-text";

export interface ExchangeFormProps {
  locale: Locale;
  assets: readonly AssetRow[];
  tokens: ReadonlyMap<string, TokenInfo>;
  initialFrom: string;
  initialTo: string;
  onDone: (exchange: Exchange) => void;
  /** After a refused or unanswered exchange (its outcome may be unknown: the balances are read again). */
  onFailed?: () => void;
}

interface Review {
  amount: string;
  receive: string;
}

export function ExchangeForm({ locale, assets, tokens, initialFrom, initialTo, onDone, onFailed }: ExchangeFormProps) {
  const { t } = useLingui();
  const coins = assets.map((asset) => asset.coin_name).filter((coin) => tokens.has(coin));
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [amountText, setAmountText] = useState("");
  const [touched, setTouched] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const lack = useBalanceLack();
  const errorText = useWalletErrorText();
  const problemText = useAmountProblemText(locale, from);
  const swap = useApiMutation(walletMoveEndpoints.offchainSwap, { meta: { silent: true } });

  const fromToken = tokens.get(from);
  const toToken = tokens.get(to);
  const terms = exchangeTerms(locale, assets, tokens, from, to);
  const balance = terms.balance;
  const decimals = fromToken?.decimals ?? 6;
  const min = terms.minimum ?? undefined;
  const check = checkAmount(amountText, { decimals, ...(min ? { min } : {}) });
  const quote = check.ok && fromToken && toToken ? quoteSwap(check.units, fromToken, toToken) : null;
  const rate = terms.rate;
  const givesNothing = quote === 0n;

  const edited = () => {
    swap.reset();
    lack.clear();
  };
  const chooseFrom = (coin: string) => {
    if (coin === to) setTo(from);
    setFrom(coin);
    edited();
  };
  const chooseTo = (coin: string) => {
    if (coin === from) setFrom(to);
    setTo(coin);
    edited();
  };
  const turnAround = () => {
    setFrom(to);
    setTo(from);
    edited();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || quote === null || givesNothing) return;
    if (exceedsBalance(check.units, balance)) {
      lack.report(from);
      return;
    }
    setReview({ amount: check.amount, receive: fromUnits(quote) });
  };

  const confirm = () => {
    if (!review || !guard.begin()) return;
    const request = { from_coin: from, to_coin: to, amount: review.amount };
    swap.mutate(
      { ...request, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: (result) => {
          attempts.settle();
          onDone({ ...result, from_coin: from, to_coin: to });
        },
        onError: (error) => {
          attempts.failed(error);
          const coin = lackedCoin(error);
          if (coin) lack.report(coin);
          onFailed?.();
        },
        onSettled: () => {
          guard.end();
          setReview(null);
        },
      },
    );
  };

  const amountError = touched && !check.ok ? problemText(check.problem) : touched && givesNothing ? t`That is too little to give any ${to}.` : undefined;
  const formError = swap.error && !lackedCoin(swap.error) ? errorText(swap.error) : null;
  const rateText = terms.rateText;
  const hint = useAmountHint(from, terms.available, terms.minText);
  const fee = swapFeePercent();
  const receiveText = quote !== null && quote > 0n ? formatExact(fromUnits(quote), locale, toToken?.decimals) : null;
  const reviewAmount = review ? formatExact(review.amount, locale) : "";
  const reviewReceive = review ? formatExact(review.receive, locale, toToken?.decimals) : "";
  const all = fromUnits(floorToPlaces(unitsOf(balance), decimals));

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-16">
        <Card>
          <div className="flex flex-col gap-16">
            <div className="flex items-end gap-8">
              <CoinSelect label={t`From`} name="from_coin" value={from} coins={coins} onChange={chooseFrom} />
              <button
                type="button"
                onClick={turnAround}
                aria-label={t`Swap the two coins`}
                className="mb-4 flex size-40 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-18 text-text active:opacity-70"
              >
                <span aria-hidden="true">⇄</span>
              </button>
              <CoinSelect label={t`To`} name="to_coin" value={to} coins={coins} onChange={chooseTo} />
            </div>

            <TextInput
              label={t`Amount of ${from}`}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => {
                setAmountText(event.target.value);
                edited();
              }}
              onBlur={() => setTouched((was) => was || amountText.trim() !== "")}
              hint={hint}
              error={amountError}
              trailing={
                <AllButton
                  onClick={() => {
                    setAmountText(all);
                    setTouched(true);
                    edited();
                  }}
                />
              }
            />

            <ExchangeFacts from={from} to={to} rateText={terms.rateText} receiveText={receiveText} />
          </div>
        </Card>

        <FormAlert tone="warning">{lack.warning}</FormAlert>
        <FormAlert>{formError}</FormAlert>

        <Button type="submit" size="lg" block loading={swap.isPending} disabled={rate === null}>
          <Trans>Review exchange</Trans>
        </Button>
      </form>

      <ConfirmDialog
        open={review !== null}
        title={t`Confirm the exchange`}
        description={t`You give ${reviewAmount} ${from} and receive ${reviewReceive} ${to} (rate 1 ${from} ≈ ${rateText} ${to}, fee ${fee} %).`}
        confirmLabel={<Trans>Confirm exchange</Trans>}
        pending={swap.isPending}
        onConfirm={confirm}
        onCancel={() => setReview(null)}
      />
    </>
  );
}
