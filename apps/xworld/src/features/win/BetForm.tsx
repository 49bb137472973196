"use client";
// Placing a bet on the current round: an option, an amount (typed or a quick chip) checked against the
// coin's decimals, the board's limits and the game balance, what it would pay, then place_bet: one
// submission per tap, one attempt key per attempt (kept for the retry after an unknown outcome). A game
// balance too low for the amount says so with the way to the money page.
import { Trans, useLingui } from "@lingui/react/macro";
import { type BitBoard, BIT_GAME_CODES, GAME_BALANCE_LACK, type BetOption, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { Locale } from "@repo/i18n/locales";
import { AmountField } from "@repo/ui/amount-field";
import { Button } from "@repo/ui/button";
import { FormAlert } from "@repo/ui/form-alert";
import { SummaryList } from "@repo/ui/summary-list";
import Link from "@repo/app-shell/link";
import { type FormEvent, useState } from "react";
import { ChoiceChips } from "../wallet/ChoiceChips";
import { formatExact } from "../wallet/format-coin";
import { useAmountProblemText } from "../wallet/use-amount-problem-text";
import { useWalletErrorText } from "../wallet/use-wallet-error-text";
import { type BetLimits, betExceedsBalance, checkBet, potentialWin, quickAmounts } from "./bet-rules";
import { boardHref } from "./boards";
import { useOptionName } from "./use-bet-texts";

export interface BetFormProps {
  locale: Locale;
  board: BitBoard;
  roundId: number;
  coin: string;
  limits: BetLimits;
  options: readonly BetOption[];
  gameBalance: string;
  /** Bets are closed for this round (locked, or ended and not yet read again). */
  closed: boolean;
  /** The round closed under the player (code 2003): read the board again. */
  onRoundClosed: () => void;
  /** A bet was taken on this round. */
  onPlaced: (roundId: number) => void;
}

export function BetForm({ locale, board, roundId, coin, limits, options, gameBalance, closed, onRoundClosed, onPlaced }: BetFormProps) {
  const { t } = useLingui();
  const optionName = useOptionName();
  const problemText = useAmountProblemText(locale, coin);
  const errorText = useWalletErrorText();
  const [option, setOption] = useState(options[0]?.key ?? "");
  const [amountText, setAmountText] = useState("");
  const [touched, setTouched] = useState(false);
  const [short, setShort] = useState(false);
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const place = useApiMutation(bitGameEndpoints.placeBet, { meta: { silent: true } });

  const check = checkBet(amountText, limits);
  const chosen = options.find((candidate) => candidate.key === option);
  const wins = check.ok && chosen ? formatExact(potentialWin(check.amount, chosen.odds, limits.decimals), locale, limits.decimals) : null;
  const balance = formatExact(gameBalance, locale, limits.decimals);
  const min = formatExact(limits.min_bet, locale);
  const max = formatExact(limits.max_bet, locale);

  const edited = () => {
    place.reset();
    setShort(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || !chosen || closed) return;
    if (betExceedsBalance(check.units, gameBalance)) {
      setShort(true);
      return;
    }
    if (!guard.begin()) return;
    const request = { board, round_id: roundId, option: chosen.key, amount: check.amount };
    place.mutate(
      { ...request, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: (answer) => {
          attempts.settle();
          onPlaced(answer.bet.round_id);
          setAmountText("");
          setTouched(false);
        },
        onError: (error) => {
          attempts.failed(error);
          if (isBusinessError(error, BIT_GAME_CODES.BALANCE_LACK) && error.msg === GAME_BALANCE_LACK) setShort(true);
          if (isBusinessError(error, BIT_GAME_CODES.ROUND_CLOSED)) onRoundClosed();
        },
        onSettled: guard.end,
      },
    );
  };

  const roundClosed = place.error && isBusinessError(place.error, BIT_GAME_CODES.ROUND_CLOSED);
  const failure = place.error && !short ? (roundClosed ? t`This round closed before your bet arrived. Bet on the next one.` : errorText(place.error)) : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-16" aria-label={t`Place a bet`}>
      <ChoiceChips
        legend={t`Your pick`}
        name="option"
        options={options.map((item) => {
          const name = optionName(item.key);
          const odds = item.odds;
          return { value: item.key, label: t`${name} ×${odds}` };
        })}
        value={option}
        onChange={(value) => {
          setOption(value);
          edited();
        }}
      />
      <AmountField
        label={t`Bet amount`}
        name="amount"
        unit={coin}
        value={amountText}
        onValueChange={(value) => {
          setAmountText(value);
          edited();
        }}
        hint={t`Game balance: ${balance} ${coin} · from ${min} to ${max}`}
        error={touched && !check.ok ? problemText(check.problem) : undefined}
      />
      <div className="flex flex-wrap gap-8" role="group" aria-label={t`Quick amounts`}>
        {quickAmounts(limits).map((amount) => (
          <button
            key={amount}
            type="button"
            onClick={() => {
              setAmountText(amount);
              setTouched(true);
              edited();
            }}
            className="min-h-36 rounded-full border border-border bg-surface px-12 text-13 font-semibold text-text active:opacity-70"
          >
            {formatExact(amount, locale)}
          </button>
        ))}
      </div>
      <SummaryList rows={[{ label: t`A win pays`, value: wins ? `${wins} ${coin}` : "--", emphasis: true, testId: "bet-win" }]} />
      {short ? (
        <FormAlert tone="warning">
          <Trans>
            Your game balance is {balance} {coin}.{" "}
            <Link href={boardHref(locale, board, "money")} className="underline">
              Move money in
            </Link>
          </Trans>
        </FormAlert>
      ) : null}
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" block loading={place.isPending} disabled={closed}>
        {closed ? <Trans>Bets are closed for this round</Trans> : <Trans>Place bet</Trans>}
      </Button>
    </form>
  );
}
