"use client";
// The payout form: a coin, an amount (typed, or one of the fixed amounts), the method it goes to (with
// a way to choose another), the limits, the fee and what arrives, a confirmation, and one submission.
// A balance too low opens the balance-lack dialog (the audit warning in audit mode).
import { Trans, useLingui } from "@lingui/react/macro";
import { type PaymentMethod, payEndpoints, type PayoutCoin, type PayoutOrder } from "@repo/api-client/endpoints/pay";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { AmountField } from "@repo/ui/amount-field";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { SummaryList } from "@repo/ui/summary-list";
import { withLocale } from "@repo/i18n/resolve";
import Link from "@repo/app-shell/link";
import { type FormEvent, useState } from "react";
import { ChoiceChips } from "../wallet/ChoiceChips";
import { formatBalance, formatExact } from "../wallet/format-coin";
import { useBalanceLack } from "@repo/app-shell/hooks/use-balance-lack";
import type { AssetRow } from "../wallet/use-wallet-data";
import { lackedCoin } from "../wallet/use-wallet-error-text";
import { paymentHref, type PayoutFlow } from "./payment-paths";
import { checkPayout, dailyLeft, largestPayout } from "./payout-check";
import { methodName, usePayErrorText, usePayoutProblemText } from "./use-payment-texts";

export interface PayoutFormProps {
  locale: Locale;
  flow: PayoutFlow;
  coins: readonly PayoutCoin[];
  balances: readonly AssetRow[];
  method: PaymentMethod;
  initialCoin: string;
  initialAmount: string;
  onDone: (order: PayoutOrder) => void;
  /** After an attempt the server refused or never answered (the balance may have moved). */
  onFailed?: () => void;
}

interface Review {
  coin_name: string;
  amount: string;
  fee: string;
  received: string;
}

export function PayoutForm({ locale, flow, coins, balances, method, initialCoin, initialAmount, onDone, onFailed }: PayoutFormProps) {
  const { t } = useLingui();
  const [coinName, setCoinName] = useState(initialCoin);
  const [amountText, setAmountText] = useState(initialAmount);
  const [touched, setTouched] = useState(initialAmount !== "");
  const [review, setReview] = useState<Review | null>(null);
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const lack = useBalanceLack();
  const payout = useApiMutation(payEndpoints.payout, { meta: { silent: true } });
  const errorText = usePayErrorText("payout");
  const coin = coins.find((entry) => entry.coin_name === coinName) ?? coins[0];
  const problemText = usePayoutProblemText(locale, coinName);
  if (!coin) return null;

  const balance = balances.find((row) => row.coin_name === coin.coin_name)?.offchain ?? "0";
  const checked = checkPayout(amountText, coin, balance);
  const amountError = touched && !checked.ok ? problemText(checked.problem) : undefined;
  const formError = payout.error && !lackedCoin(payout.error) ? errorText(payout.error) : null;
  const name = methodName(method);
  const symbol = coin.coin_name;
  const [min, max, left] = [formatExact(coin.min_amount, locale), formatExact(coin.max_amount, locale), formatExact(dailyLeft(coin), locale)];
  const available = formatBalance(balance, locale);

  const edited = () => {
    payout.reset();
    lack.clear();
  };
  const chooseAmount = (text: string) => {
    setAmountText(text);
    setTouched(true);
    edited();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!checked.ok) {
      if (checked.problem.kind === "over_balance") lack.report(coin.coin_name);
      return;
    }
    setReview({ coin_name: coin.coin_name, amount: checked.amount, fee: checked.fee, received: checked.received });
  };

  const confirm = () => {
    if (!review || !guard.begin()) return;
    const request = { coin_name: review.coin_name, amount: review.amount, method_id: method.method_id };
    payout.mutate(
      { ...request, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: (order) => {
          attempts.settle();
          onDone(order);
        },
        onError: (error) => {
          attempts.failed(error);
          const lacked = lackedCoin(error);
          if (lacked) lack.report(lacked);
          onFailed?.();
        },
        onSettled: () => {
          guard.end();
          setReview(null);
        },
      },
    );
  };

  const reviewAmount = review ? formatExact(review.amount, locale) : "";
  const reviewFee = review ? formatExact(review.fee, locale) : "";
  const reviewReceived = review ? formatExact(review.received, locale) : "";
  const change = paymentHref(locale, "chooseMethod", { back: flow, coin: coin.coin_name, amount: amountText.trim() || null, method: method.method_id });

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-16">
        <Card title={t`Pay to`}>
          <div className="flex items-center gap-12">
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="break-words text-15 font-semibold text-text" data-testid="payout-method">
                {name}
              </span>
              <span className="text-12 text-text-muted">{method.holder_name}</span>
            </div>
            <Link href={change} className="shrink-0 text-14 font-semibold text-link" aria-label={t`Choose another payment method`}>
              <Trans>Change</Trans>
            </Link>
          </div>
        </Card>

        <Card title={t`Amount`}>
          <div className="flex flex-col gap-12">
            {coins.length > 1 ? (
              <ChoiceChips
                legend={t`Coin`}
                name="coin"
                value={coin.coin_name}
                onChange={(next) => {
                  setCoinName(next);
                  setAmountText("");
                  setTouched(false);
                  edited();
                }}
                options={coins.map((entry) => ({ value: entry.coin_name, label: entry.coin_name }))}
              />
            ) : null}
            {flow === "withdrawQuantity" ? (
              <QuantityChoice coin={coin} balance={balance} locale={locale} value={amountText} onChange={chooseAmount} error={amountError} />
            ) : (
              <AmountField
                label={t`Amount of ${symbol}`}
                name="amount"
                value={amountText}
                onValueChange={(text) => {
                  setAmountText(text);
                  edited();
                }}
                onBlur={() => setTouched((was) => was || amountText.trim() !== "")}
                hint={t`Available: ${available} ${symbol}`}
                error={amountError}
                onAll={() => chooseAmount(largestPayout(coin, balance))}
              />
            )}
            <p className="flex flex-wrap items-center gap-x-12 gap-y-4 text-13 text-text-muted">
              <Trans>Short of {symbol}?</Trans>
              {/* Dialog routes: soft navigation opens them as sheets over this form, which keeps its state. */}
              <Link href={withLocale("/activity/recharge_dialog", locale)} className="font-semibold text-link">
                <Trans>Recharge</Trans>
              </Link>
              <Link href={withLocale(`/activity/exchange_dialog?${new URLSearchParams({ to: symbol }).toString()}`, locale)} className="font-semibold text-link">
                <Trans>Exchange other coins</Trans>
              </Link>
            </p>
            <SummaryList
              className="text-13"
              rows={[
                { label: <Trans>Each withdrawal</Trans>, value: t`${min} to ${max} ${symbol}` },
                { label: <Trans>Left today</Trans>, value: `${left} ${symbol}`, testId: "payout-left-today" },
                { label: <Trans>Fee</Trans>, value: checked.ok ? `${formatExact(checked.fee, locale)} ${symbol}` : "--", testId: "payout-fee" },
                { label: <Trans>You receive</Trans>, value: checked.ok ? `${formatExact(checked.received, locale)} ${symbol}` : "--", emphasis: true, testId: "payout-receive" },
              ]}
            />
          </div>
        </Card>

        <FormAlert tone="warning">{lack.warning}</FormAlert>
        <FormAlert>{formError}</FormAlert>
        <Button type="submit" size="lg" block loading={payout.isPending}>
          <Trans>Review withdrawal</Trans>
        </Button>
      </form>

      <ConfirmDialog
        open={review !== null}
        title={t`Confirm the withdrawal`}
        description={t`${reviewAmount} ${symbol} leave your wallet. After the fee of ${reviewFee} ${symbol}, ${reviewReceived} ${symbol} are paid to ${name}.`}
        confirmLabel={<Trans>Confirm withdrawal</Trans>}
        pending={payout.isPending}
        onConfirm={confirm}
        onCancel={() => setReview(null)}
      />
    </>
  );
}

/** The fixed amounts of /user/withdraw-quantity; one more than the balance or today's rest cannot be chosen. */
function QuantityChoice({
  coin,
  balance,
  locale,
  value,
  onChange,
  error,
}: {
  coin: PayoutCoin;
  balance: string;
  locale: Locale;
  value: string;
  onChange: (amount: string) => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const symbol = coin.coin_name;
  const available = formatBalance(balance, locale);
  const largest = unitsOf(largestPayout(coin, balance));
  return (
    <div className="flex flex-col gap-6">
      <ChoiceChips
        legend={t`Amount of ${symbol}`}
        name="quantity"
        value={value}
        onChange={onChange}
        options={coin.quantities.map((quantity) => ({
          value: quantity,
          label: `${formatExact(quantity, locale)} ${symbol}`,
          disabled: unitsOf(quantity) > largest,
        }))}
      />
      {error ? (
        <p role="alert" className="text-12 text-danger">
          {error}
        </p>
      ) : (
        <p className="text-12 text-text-muted">{t`Available: ${available} ${symbol}`}</p>
      )}
    </div>
  );
}
