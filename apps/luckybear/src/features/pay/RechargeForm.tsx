"use client";
// /luckybear/money/pay?type=recharge: an amount in the player's currency (quick picks or typed,
// within recharge_conf's limits) and a channel; creating the order leads to its confirm page.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { formatMoney } from "@repo/i18n/currency";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { TextInput } from "@repo/ui/text-input";
import { FormAlert } from "@repo/ui/form-alert";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { AmountPresets } from "./AmountPresets";
import { ChannelPicker } from "./ChannelPicker";
import { checkRechargeAmount } from "./amount-rules";
import { normaliseAmount } from "./money-math";
import { payConfirmHref } from "./pay-paths";
import { useAmountProblemText } from "./use-amount-problem-text";
import { usePayErrorText } from "./use-pay-error-text";
import type { PaySettings } from "./use-pay-settings";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";

export interface RechargeFormProps {
  locale: Locale;
  settings: PaySettings;
}

export function RechargeForm({ locale, settings }: RechargeFormProps) {
  const { t } = useLingui();
  const router = useRouter();
  const { currency, channels } = settings;
  const code = currency.currency;
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const [channel, setChannel] = useState(channels[0]?.id ?? "");
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const problemText = useAmountProblemText(locale, code);
  const errorText = usePayErrorText();
  const recharge = useApiMutation(luckyBearMoneyEndpoints.recharge, { meta: { silent: true } });

  const limits = { min: currency.min, max: currency.max, usdtRate: currency.usdt_rate, decimals: currency.decimals };
  const check = checkRechargeAmount(text, limits);
  const presets = currency.presets.map(normaliseAmount);
  // After success the page is leaving for the confirm page: keep the form locked until it has.
  const submitting = recharge.isPending || recharge.isSuccess;
  const money = (value: string) => formatMoney(value, { locale, currency: code, compact: false });
  const min = money(currency.min);
  const max = money(currency.max);
  const serverAmountError = isBusinessError(recharge.error) ? recharge.error.fieldErrors.find((error) => error.field === "amount")?.message : undefined;
  const amountError = touched && !check.ok ? problemText(check.problem) : serverAmountError;
  const formError = recharge.error && !serverAmountError ? errorText(recharge.error) : null;
  const usdt = check.ok ? formatAmount(check.usdt, { locale }) : "";
  const amount = check.ok ? money(check.amount) : "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || !channel || !guard.begin()) return;
    const request = { amount: check.amount, currency: code, channel };
    recharge.mutate(
      { ...request, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: (order) => {
          attempts.settle();
          router.push(payConfirmHref(locale, order.order_id));
        },
        onError: attempts.failed,
        onSettled: guard.end,
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16">
      <Card title={t`Amount`}>
        <div className="flex flex-col gap-12">
          <AmountPresets
            label={t`Quick amounts`}
            presets={presets}
            currency={code}
            locale={locale}
            selected={check.ok ? check.amount : null}
            onPick={(amount) => {
              setText(amount);
              setTouched(true);
              recharge.reset();
            }}
            disabled={submitting}
          />
          <TextInput
            label={t`Amount (${code})`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              recharge.reset();
            }}
            onBlur={() => setTouched((was) => was || text.trim() !== "")}
            disabled={submitting}
            hint={t`From ${min} to ${max}`}
            error={amountError}
          />
          {check.ok ? (
            <p className="text-13 text-text-muted" aria-live="polite">
              <Trans>≈ {usdt} USDT to your casino balance</Trans>
            </p>
          ) : null}
        </div>
      </Card>

      <Card>
        <ChannelPicker legend={t`Pay with`} name="channel" channels={channels} value={channel} onChange={setChannel} disabled={submitting} />
      </Card>

      <FormAlert>{formError}</FormAlert>

      <Button type="submit" size="lg" block loading={submitting}>
        {check.ok ? t`Recharge ${amount}` : t`Recharge`}
      </Button>
    </form>
  );
}
