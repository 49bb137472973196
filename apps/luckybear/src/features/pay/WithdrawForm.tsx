"use client";
// /luckybear/money/pay?type=withdraw: the withdrawable balance (locked funds apart), an amount in the
// player's currency, the channel and payout account the API asks for, a confirmation, and the
// pending order afterwards (it is listed in the order history of the money page). An amount over the
// balance, or the server's balance-lack answer, opens the balance-lack dialog (a warning in audit mode).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiMutation, useApiQuery, useAttemptKeys } from "@repo/api-client/react";
import { formatMoney } from "@repo/i18n/currency";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { Skeleton } from "@repo/ui/skeleton";
import { TextInput } from "@repo/ui/text-input";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { AllButton } from "@repo/ui/text-input/all-button";
import { type FormEvent, useState } from "react";
import { ChannelPicker } from "./ChannelPicker";
import { WithdrawBalance } from "./WithdrawBalance";
import { WithdrawDone } from "./WithdrawDone";
import { checkWithdrawAmount, withdrawableLocal } from "./amount-rules";
import { checkPayoutAccount, payoutAccountKind } from "./payout-account";
import { useAmountProblemText } from "./use-amount-problem-text";
import { BALANCE_LACK_CODE, usePayErrorText } from "./use-pay-error-text";
import type { PaySettings } from "./use-pay-settings";
import { usePayoutAccountText } from "./use-payout-account-text";
import { useBalanceLack } from "@repo/app-shell/hooks/use-balance-lack";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";

/** Spec: not shown — which casino coin is paid out. Choice: LB-USDT, the casino balance. */
export const WITHDRAW_COIN = "LB-USDT";

type Withdrawal = ResponseOf<typeof luckyBearMoneyEndpoints.withdraw> & { amount: string; account: string };

export interface WithdrawFormProps {
  locale: Locale;
  settings: PaySettings;
  /** On the server-rendered page: a withdrawal renders it again there (the latest withdrawals). */
  refreshPage?: boolean;
}

export function WithdrawForm({ locale, settings, refreshPage = false }: WithdrawFormProps) {
  const { t } = useLingui();
  const assets = useApiQuery(luckyBearMoneyEndpoints.assetList, {});
  const locks = useApiQuery(luckyBearMoneyEndpoints.lockedDetail, {});
  const [done, setDone] = useState<Withdrawal | null>(null);
  const { renderAgain } = useRenderAgain();
  const withdrawn = (withdrawal: Withdrawal) => {
    setDone(withdrawal);
    if (refreshPage) renderAgain();
  };

  if (done) return <WithdrawDone locale={locale} currency={settings.currency.currency} withdrawal={done} onAnother={() => setDone(null)} />;
  if (assets.isError && !assets.data) {
    return <ErrorState title={t`Your balance could not load.`} onRetry={() => void assets.refetch()} retrying={assets.isFetching} />;
  }
  if (!assets.data) {
    return (
      <Card>
        <Skeleton width="40%" />
        <Skeleton width="60%" height={32} className="mt-8" />
      </Card>
    );
  }
  const row = assets.data.list.find((asset) => asset.coin_name === WITHDRAW_COIN);
  return (
    <WithdrawFields
      locale={locale}
      settings={settings}
      balanceUsdt={row?.amount ?? "0"}
      lockedUsdt={row?.locked ?? "0"}
      locks={locks.data?.list ?? []}
      onLocksChanged={() => void locks.refetch()}
      onDone={withdrawn}
    />
  );
}

interface WithdrawFieldsProps {
  locale: Locale;
  settings: PaySettings;
  balanceUsdt: string;
  lockedUsdt: string;
  locks: ResponseOf<typeof luckyBearMoneyEndpoints.lockedDetail>["list"];
  onLocksChanged: () => void;
  onDone: (withdrawal: Withdrawal) => void;
}

function WithdrawFields({ locale, settings, balanceUsdt, lockedUsdt, locks, onLocksChanged, onDone }: WithdrawFieldsProps) {
  const { t } = useLingui();
  const { currency, channels } = settings;
  const code = currency.currency;
  const [amountText, setAmountText] = useState("");
  const [accountText, setAccountText] = useState("");
  const [channel, setChannel] = useState(channels[0]?.id ?? "");
  const [touched, setTouched] = useState({ amount: false, account: false });
  const [confirming, setConfirming] = useState(false);
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const problemText = useAmountProblemText(locale, code);
  const accountTexts = usePayoutAccountText();
  const errorText = usePayErrorText();
  const withdraw = useApiMutation(luckyBearMoneyEndpoints.withdraw, { meta: { silent: true } });
  const lack = useBalanceLack();

  // Spec: not shown — the smallest withdrawal. Choice: the currency's minimum of recharge_conf.
  const limits = { min: currency.min, usdtRate: currency.usdt_rate, decimals: currency.decimals, balanceUsdt, lockedUsdt };
  const withdrawable = withdrawableLocal(limits);
  const amountCheck = checkWithdrawAmount(amountText, limits);
  const accountCheck = checkPayoutAccount(channel, accountText);
  const accountKind = payoutAccountKind(channel);
  const money = (value: string) => formatMoney(value, { locale, currency: code, compact: false });
  const min = money(currency.min);
  const max = money(withdrawable);
  const serverFieldError = (field: string) => (isBusinessError(withdraw.error) ? withdraw.error.fieldErrors.find((error) => error.field === field)?.message : undefined);
  const amountError = touched.amount && !amountCheck.ok ? problemText(amountCheck.problem) : serverFieldError("amount");
  const accountError = touched.account && !accountCheck.ok ? accountTexts.problem(accountCheck.problem) : serverFieldError("account");
  const lacked = isBusinessError(withdraw.error, BALANCE_LACK_CODE);
  const formError = withdraw.error && !lacked && !serverFieldError("amount") && !serverFieldError("account") ? errorText(withdraw.error) : null;
  const amountLabel = amountCheck.ok ? money(amountCheck.amount) : "";
  const account = accountCheck.ok ? accountCheck.account : "";
  const channelName = channels.find((entry) => entry.id === channel)?.name ?? channel;

  const edit = () => {
    withdraw.reset();
    lack.clear();
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ amount: true, account: true });
    // Spec: not shown — which amount problems are a balance lack. Choice: only more than the whole
    // balance; an amount that fits only with locked funds keeps its own message (topping up is not
    // what it needs most).
    if (!amountCheck.ok && amountCheck.problem.kind === "over_balance") {
      lack.report(WITHDRAW_COIN);
      return;
    }
    if (amountCheck.ok && accountCheck.ok && channel) setConfirming(true);
  };

  const confirm = () => {
    if (!amountCheck.ok || !accountCheck.ok || !guard.begin()) return;
    const input = { amount: amountCheck.amount, currency: code, channel, account: accountCheck.account };
    withdraw.mutate({ ...input, idempotency_key: attempts.keyFor(input) }, {
      onSuccess: (order) => {
        attempts.settle();
        onDone({ ...order, amount: input.amount, account: input.account });
      },
      onError: (error) => {
        attempts.failed(error);
        // The balance moved since the page read it (a bet, another device): the lack dialog says so.
        if (isBusinessError(error, BALANCE_LACK_CODE)) lack.report(WITHDRAW_COIN);
      },
      onSettled: () => {
        guard.end();
        setConfirming(false);
      },
    });
  };

  return (
    <div className="flex flex-col gap-16">
      <WithdrawBalance
        locale={locale}
        balanceUsdt={balanceUsdt}
        lockedUsdt={lockedUsdt}
        withdrawableLocal={withdrawable}
        currency={code}
        locks={locks}
        onLocksChanged={onLocksChanged}
      />

      <form noValidate onSubmit={review} className="flex flex-col gap-16">
        <Card title={t`Amount`}>
          <TextInput
            label={t`Amount (${code})`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => {
              setAmountText(event.target.value);
              edit();
            }}
            onBlur={() => setTouched((was) => ({ ...was, amount: was.amount || amountText.trim() !== "" }))}
            hint={t`Minimum ${min}, up to ${max}`}
            error={amountError}
            trailing={
              <AllButton
                onClick={() => {
                  setAmountText(withdrawable);
                  setTouched((was) => ({ ...was, amount: true }));
                  edit();
                }}
              />
            }
          />
        </Card>

        <Card>
          <div className="flex flex-col gap-16">
            <ChannelPicker legend={t`Pay out to`} name="channel" channels={channels} value={channel} onChange={(id) => {
              setChannel(id);
              edit();
            }} />
            <TextInput
              label={accountTexts.label(accountKind)}
              name="account"
              autoComplete="off"
              value={accountText}
              onChange={(event) => {
                setAccountText(event.target.value);
                edit();
              }}
              onBlur={() => setTouched((was) => ({ ...was, account: was.account || accountText.trim() !== "" }))}
              hint={accountTexts.hint(accountKind)}
              error={accountError}
            />
          </div>
        </Card>

        <FormAlert>{formError}</FormAlert>
        <FormAlert tone="warning">{lack.warning}</FormAlert>

        <Button type="submit" size="lg" block loading={withdraw.isPending}>
          {amountCheck.ok ? t`Withdraw ${amountLabel}` : t`Withdraw`}
        </Button>
      </form>

      <ConfirmDialog
        open={confirming}
        title={t`Confirm the withdrawal`}
        description={t`${amountLabel} will be paid out to ${channelName}: ${account}. The amount leaves your balance now.`}
        confirmLabel={<Trans>Confirm withdrawal</Trans>}
        pending={withdraw.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
