"use client";
// Staking on a project, in the steps the contract needs: when the approved amount is short, the
// wallet's approval first (xbvote_approve: nothing leaves the balance), then the stake itself (the
// coins leave the balance). Each step says what it does and costs before it is confirmed. On the
// server-rendered page (`refreshPage`) an approval or a stake renders the page again on the server (after a
// stake the button busy until it has come, a tap meanwhile ignored); in the browser's read the API client
// reads the project and the position again.
import { Trans, useLingui } from "@lingui/react/macro";
import { stakeEndpoints, type VoteProjectDetail } from "@repo/api-client/endpoints/stake";
import { walletVoteEndpoints } from "@repo/api-client/endpoints/wallet-vote";
import { checkAmount } from "@repo/app-shell/money/check-amount";
import { floorToPlaces, fromUnits, unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { AmountField } from "@repo/ui/amount-field";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { type FormEvent, useState } from "react";
import { formatBalance, formatExact } from "../wallet/format-coin";
import { useAmountProblemText } from "../wallet/use-amount-problem-text";
import { useMoneyAction } from "../wallet/use-money-action";
import { useTokenInfos } from "../wallet/use-token-infos";
import { type StakeStep, stakeSteps } from "./vote-math";

interface Review {
  amount: string;
  steps: StakeStep[];
  step: StakeStep;
}

export interface StakeFormProps {
  locale: Locale;
  project: VoteProjectDetail;
  coin: string;
  allowance: string;
  balance: string;
  refreshPage?: boolean;
}

export function StakeForm({ locale, project, coin, allowance, balance, refreshPage = false }: StakeFormProps) {
  const { t } = useLingui();
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const changed = () => {
    if (refreshPage) renderAgain();
  };
  const tokens = useTokenInfos([coin]);
  const decimals = tokens.byCoin.get(coin)?.decimals ?? 2;
  const approve = useMoneyAction(walletVoteEndpoints.xbvoteApprove, { keyed: false });
  const stake = useMoneyAction(stakeEndpoints.stake);
  const problemText = useAmountProblemText(locale, coin);
  const [amountText, setAmountText] = useState("");
  const [touched, setTouched] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const check = checkAmount(amountText, { decimals, min: project.min_stake });
  const name = project.name;
  const apr = project.reward_apr;
  const min = formatExact(project.min_stake, locale);
  const available = formatBalance(balance, locale);

  const edited = (text: string) => {
    setAmountText(text);
    setDone(null);
    approve.reset();
    stake.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refreshing) return;
    setTouched(true);
    if (!check.ok) return;
    if (check.units > unitsOf(balance)) {
      stake.reportLack(coin);
      return;
    }
    const steps = stakeSteps(allowance, check.units);
    setReview({ amount: check.amount, steps, step: steps[0] ?? "stake" });
  };

  const confirm = () => {
    if (!review) return;
    const { amount } = review;
    if (review.step === "approve") {
      approve.run({ vote_id: project.project_id, amount }, () => {
        setReview({ ...review, step: "stake" });
        changed();
      });
      return;
    }
    const sent = stake.run({ project_id: project.project_id, amount }, () => {
      setDone(amount);
      setAmountText("");
      setTouched(false);
      changed();
    });
    if (sent) setReview(null);
  };

  const amount = review ? formatExact(review.amount, locale) : "";
  const twoSteps = review?.steps.length === 2;
  const doneAmount = done ? formatExact(done, locale) : "";
  const dialog =
    review?.step === "approve"
      ? {
          title: t`Step 1 of 2: approve`,
          description: t`Allow the vote contract to use up to ${amount} ${coin} for ${name}. Nothing leaves your balance yet, and approving costs nothing.`,
          confirm: <Trans>Approve {amount} {coin}</Trans>,
        }
      : {
          title: twoSteps ? t`Step 2 of 2: stake` : t`Confirm the stake`,
          description: t`${amount} ${coin} leave your balance and are staked on ${name}, earning ${apr} % a year. You can unstake them any time; they then come back to your balance.`,
          confirm: <Trans>Stake {amount} {coin}</Trans>,
        };

  return (
    <Card title={t`Stake`}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-12">
        <AmountField
          label={t`Amount to stake`}
          name="stake_amount"
          unit={coin}
          value={amountText}
          onValueChange={edited}
          onBlur={() => setTouched((was) => was || amountText.trim() !== "")}
          hint={t`Available: ${available} ${coin} · minimum ${min} ${coin}`}
          error={touched && !check.ok ? problemText(check.problem) : undefined}
          onAll={() => {
            edited(fromUnits(floorToPlaces(unitsOf(balance), decimals)));
            setTouched(true);
          }}
        />
        <FormAlert tone="warning">{stake.warning ?? approve.warning}</FormAlert>
        <FormAlert>{stake.error ?? approve.error}</FormAlert>
        {done ? (
          <p role="status" className="text-14 font-semibold text-success">
            <Trans>
              You staked {doneAmount} {coin} on {name}.
            </Trans>
          </p>
        ) : null}
        <Button type="submit" block loading={approve.pending || stake.pending || refreshing}>
          <Trans>Review stake</Trans>
        </Button>
      </form>
      <ConfirmDialog
        open={review !== null}
        title={dialog.title}
        description={dialog.description}
        confirmLabel={dialog.confirm}
        pending={approve.pending || stake.pending}
        onConfirm={confirm}
        onCancel={() => setReview(null)}
      />
    </Card>
  );
}
