"use client";
// Subscribing to a product: an amount checked for the product's decimals, minimum and maximum and the
// balance, the yield it earns by the end of the term and when that is, a confirmation, one submission.
// More than the balance opens the balance-lack dialog (a warning in audit mode). The product's terms
// above it are ProductTerms.
import { Trans, useLingui } from "@lingui/react/macro";
import { type InvestHolding, type InvestProduct, investEndpoints } from "@repo/api-client/endpoints/invest";
import { floorToPlaces, fromUnits, unitsOf } from "@repo/app-shell/money/units";
import { formatDate } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { AmountField } from "@repo/ui/amount-field";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { SummaryList } from "@repo/ui/summary-list";
import { type FormEvent, useState } from "react";
import { formatBalance, formatExact } from "../wallet/format-coin";
import { useAmountProblemText } from "../wallet/use-amount-problem-text";
import { useMoneyAction } from "../wallet/use-money-action";
import { checkSubscription, dueAt, termYield } from "./invest-math";

export interface SubscribeFormProps {
  locale: Locale;
  product: InvestProduct;
  /** The player's off-chain balance of the product's coin. */
  balance: string;
  onDone: (holding: InvestHolding) => void;
}

export function SubscribeForm({ locale, product, balance, onDone }: SubscribeFormProps) {
  const { t } = useLingui();
  const coin = product.coin_name;
  const subscribe = useMoneyAction(investEndpoints.investSubscribe);
  const problemText = useAmountProblemText(locale, coin);
  const [amountText, setAmountText] = useState("");
  const [touched, setTouched] = useState(false);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const check = checkSubscription(amountText, product, balance);
  const days = product.term_days;
  const apr = product.apr;
  const gain = check.ok ? formatExact(fromUnits(termYield(check.units, apr, days, product.decimals)), locale) : null;
  const back = check.ok ? formatExact(fromUnits(check.units + termYield(check.units, apr, days, product.decimals)), locale) : null;
  const due = formatDate(dueAt(Date.now(), days), { locale });
  const available = formatBalance(balance, locale);
  const name = product.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    subscribe.reset();
    if (!check.ok) {
      if (check.problem.kind === "over_balance") subscribe.reportLack(coin);
      return;
    }
    setReviewing(check.amount);
  };

  const confirm = () => {
    if (reviewing === null) return;
    const sent = subscribe.run({ product_id: product.product_id, amount: reviewing }, onDone);
    if (sent) setReviewing(null);
  };

  const amount = reviewing ? formatExact(reviewing, locale) : "";
  return (
    <>
      <Card title={t`Subscribe`}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-12">
          <AmountField
            label={t`Amount of ${coin}`}
            name="amount"
            unit={coin}
            value={amountText}
            onValueChange={(text) => {
              setAmountText(text);
              subscribe.reset();
            }}
            onBlur={() => setTouched((was) => was || amountText.trim() !== "")}
            hint={t`Available: ${available} ${coin}`}
            error={touched && !check.ok ? problemText(check.problem) : undefined}
            onAll={() => {
              setAmountText(fromUnits(floorToPlaces(unitsOf(balance), product.decimals)));
              setTouched(true);
            }}
          />
          <SummaryList
            rows={[
              { id: "yield", label: <Trans>Yield at the end</Trans>, value: gain ? `${gain} ${coin}` : "--", testId: "invest-yield" },
              { id: "back", label: <Trans>You get back</Trans>, value: back ? `${back} ${coin}` : "--", emphasis: true },
              { id: "due", label: <Trans>Due on</Trans>, value: due },
            ]}
          />
          <FormAlert tone="warning">{subscribe.warning}</FormAlert>
          <FormAlert>{subscribe.error}</FormAlert>
          <Button type="submit" size="lg" block loading={subscribe.pending}>
            <Trans>Review subscription</Trans>
          </Button>
        </form>
      </Card>
      <ConfirmDialog
        open={reviewing !== null}
        title={t`Confirm the subscription`}
        description={t`${amount} ${coin} leave your balance now and go into ${name} for ${days} days. On ${due} they come back with ${gain} ${coin} of yield; they cannot be taken out before.`}
        confirmLabel={<Trans>Invest {amount} {coin}</Trans>}
        pending={subscribe.pending}
        onConfirm={confirm}
        onCancel={() => setReviewing(null)}
      />
    </>
  );
}
