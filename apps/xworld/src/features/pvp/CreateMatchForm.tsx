"use client";
// The host's form: a title, the coin and the stake per side (checked against the coin's decimals and
// the service's limits), what the winner will receive, then create_match (one submission). On the
// server-rendered host page (`renderPage`) an opened match renders the page again on the server, for the
// list of hosted matches; in the browser's read the API client reads it again.
import { Trans, useLingui } from "@lingui/react/macro";
import { type PvpCoin, pvpEndpoints } from "@repo/api-client/endpoints/pvp";
import { useApiMutation } from "@repo/api-client/react";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { checkAmount } from "@repo/app-shell/money/check-amount";
import { useRuntime } from "@repo/app-shell/runtime/context";
import type { Locale } from "@repo/i18n/locales";
import { AmountField } from "@repo/ui/amount-field";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { FormAlert } from "@repo/ui/form-alert";
import { SummaryList } from "@repo/ui/summary-list";
import { TextInput } from "@repo/ui/text-input";
import { type FormEvent, useState } from "react";
import { ChoiceChips } from "../wallet/ChoiceChips";
import { formatExact } from "../wallet/format-coin";
import { useAmountProblemText } from "../wallet/use-amount-problem-text";
import { useWalletErrorText } from "../wallet/use-wallet-error-text";
import { winnerPayout } from "./pvp-rules";

export const TITLE_MIN = 3;
export const TITLE_MAX = 40;

export interface CreateMatchFormProps {
  locale: Locale;
  coins: readonly PvpCoin[];
  feeBps: number;
  renderPage?: boolean;
}

export function CreateMatchForm({ locale, coins, feeBps, renderPage = false }: CreateMatchFormProps) {
  const { t } = useLingui();
  const { renderAgain, rendering } = useRenderAgain();
  const { toasts } = useRuntime();
  const [title, setTitle] = useState("");
  const [coinName, setCoinName] = useState(coins[0]?.coin_name ?? "");
  const [stakeText, setStakeText] = useState("");
  const [touched, setTouched] = useState(false);
  const guard = useSingleSubmit();
  const errorText = useWalletErrorText();
  const problemText = useAmountProblemText(locale, coinName);
  const create = useApiMutation(pvpEndpoints.createMatch, { meta: { silent: true } });

  const coin = coins.find((candidate) => candidate.coin_name === coinName);
  const check = checkAmount(stakeText, { decimals: coin?.decimals ?? 6, ...(coin ? { min: coin.min_stake, max: coin.max_stake } : {}) });
  const name = title.trim();
  const titleProblem = name.length < TITLE_MIN || name.length > TITLE_MAX;
  const payout = check.ok && coin ? formatExact(winnerPayout(check.amount, feeBps, coin.decimals), locale, coin.decimals) : null;
  const min = coin ? formatExact(coin.min_stake, locale) : "";
  const max = coin ? formatExact(coin.max_stake, locale) : "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (titleProblem || !check.ok || !coin || !guard.begin()) return;
    create.mutate(
      { title: name, coin_name: coin.coin_name, stake: check.amount },
      {
        onSuccess: (match) => {
          const opened = match.title;
          toasts.show(t`Match "${opened}" is open.`, { tone: "success" });
          setTitle("");
          setStakeText("");
          setTouched(false);
          if (renderPage) renderAgain();
        },
        onSettled: guard.end,
      },
    );
  };

  return (
    <Card title={<Trans>Open a match</Trans>}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-16">
        <TextInput
          label={t`Title`}
          name="title"
          value={title}
          maxLength={TITLE_MAX + 10}
          onChange={(event) => {
            setTitle(event.target.value);
            create.reset();
          }}
          error={touched && titleProblem ? t`A title has ${TITLE_MIN} to ${TITLE_MAX} characters.` : undefined}
        />
        <ChoiceChips
          legend={t`Coin`}
          name="coin_name"
          options={coins.map((item) => ({ value: item.coin_name, label: item.coin_name }))}
          value={coinName}
          onChange={(value) => {
            setCoinName(value);
            create.reset();
          }}
        />
        <AmountField
          label={t`Stake per side`}
          name="stake"
          unit={coinName}
          value={stakeText}
          onValueChange={(value) => {
            setStakeText(value);
            create.reset();
          }}
          hint={t`From ${min} to ${max} ${coinName}`}
          error={touched && !check.ok ? problemText(check.problem) : undefined}
        />
        <SummaryList rows={[{ label: t`The winner receives`, value: payout ? `${payout} ${coinName}` : "--", emphasis: true, testId: "pvp-create-payout" }]} />
        <FormAlert>{create.error ? errorText(create.error) : null}</FormAlert>
        <Button type="submit" size="lg" block loading={create.isPending || rendering}>
          <Trans>Open the match</Trans>
        </Button>
      </form>
    </Card>
  );
}
