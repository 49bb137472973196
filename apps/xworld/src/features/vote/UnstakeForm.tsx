"use client";
// Taking stake back: any amount up to what the player staked on the project, confirmed, then the
// coins come back to the balance. On the server-rendered page (`refreshPage`) an unstake renders the page
// again on the server (the button busy until it has come, a tap meanwhile ignored); in the browser's read
// the API client reads the project and the position again.
import { Trans, useLingui } from "@lingui/react/macro";
import { stakeEndpoints, type VoteProjectDetail } from "@repo/api-client/endpoints/stake";
import { checkAmount } from "@repo/app-shell/money/check-amount";
import { fromUnits, unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { AmountField } from "@repo/ui/amount-field";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { type FormEvent, useState } from "react";
import { formatExact } from "../wallet/format-coin";
import { useAmountProblemText } from "../wallet/use-amount-problem-text";
import { useMoneyAction } from "../wallet/use-money-action";
import { useTokenInfos } from "../wallet/use-token-infos";

export interface UnstakeFormProps {
  locale: Locale;
  project: VoteProjectDetail;
  coin: string;
  staked: string;
  refreshPage?: boolean;
}

export function UnstakeForm({ locale, project, coin, staked, refreshPage = false }: UnstakeFormProps) {
  const { t } = useLingui();
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const tokens = useTokenInfos([coin]);
  const decimals = tokens.byCoin.get(coin)?.decimals ?? 2;
  const unstake = useMoneyAction(stakeEndpoints.unstake);
  const problemText = useAmountProblemText(locale, coin);
  const [amountText, setAmountText] = useState("");
  const [touched, setTouched] = useState(false);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (unitsOf(staked) <= 0n && done === null) return null;
  const check = checkAmount(amountText, { decimals, max: staked });
  const name = project.name;
  const stakedText = formatExact(staked, locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refreshing) return;
    setTouched(true);
    if (check.ok) setReviewing(check.amount);
  };
  const confirm = () => {
    if (reviewing === null) return;
    const amount = reviewing;
    const sent = unstake.run({ project_id: project.project_id, amount }, () => {
      setDone(amount);
      setAmountText("");
      setTouched(false);
      if (refreshPage) renderAgain();
    });
    if (sent) setReviewing(null);
  };
  const amount = reviewing ? formatExact(reviewing, locale) : "";
  const doneAmount = done ? formatExact(done, locale) : "";

  return (
    <Card title={t`Unstake`}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-12">
        <AmountField
          label={t`Amount to unstake`}
          name="unstake_amount"
          unit={coin}
          value={amountText}
          onValueChange={(text) => {
            setAmountText(text);
            setDone(null);
            unstake.reset();
          }}
          onBlur={() => setTouched((was) => was || amountText.trim() !== "")}
          hint={t`Staked: ${stakedText} ${coin}`}
          error={touched && !check.ok ? problemText(check.problem) : undefined}
          onAll={() => {
            setAmountText(fromUnits(unitsOf(staked)));
            setTouched(true);
          }}
        />
        <FormAlert>{unstake.error}</FormAlert>
        {done ? (
          <p role="status" className="text-14 font-semibold text-success">
            <Trans>
              {doneAmount} {coin} are back in your balance.
            </Trans>
          </p>
        ) : null}
        <Button type="submit" variant="secondary" block loading={unstake.pending || refreshing} disabled={unitsOf(staked) <= 0n}>
          <Trans>Review unstake</Trans>
        </Button>
      </form>
      <ConfirmDialog
        open={reviewing !== null}
        title={t`Confirm the unstake`}
        description={t`${amount} ${coin} come back to your balance from ${name}. That amount stops earning rewards.`}
        confirmLabel={<Trans>Unstake {amount} {coin}</Trans>}
        pending={unstake.pending}
        onConfirm={confirm}
        onCancel={() => setReviewing(null)}
      />
    </Card>
  );
}
