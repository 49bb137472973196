"use client";
// Moving money in or out of a game: the amount checked against the coin's decimals, the minimum and the
// balance it leaves (the wallet going in: the balance-lack dialog, a warning in audit mode; the game
// balance going out: the field says so), a confirmation, then transfer: one submission per tap, one
// attempt key per confirmed attempt, kept for the retry after an unknown outcome.
import { Trans, useLingui } from "@lingui/react/macro";
import { type BitBoard, bitGameEndpoints } from "@repo/api-client/endpoints/bit-game";
import { useApiMutation, useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { checkAmount, exceedsBalance } from "@repo/app-shell/money/check-amount";
import { floorToPlaces, fromUnits, unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { AmountField } from "@repo/ui/amount-field";
import { Button } from "@repo/ui/button";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { type FormEvent, useState } from "react";
import { formatExact } from "../wallet/format-coin";
import { useAmountProblemText } from "../wallet/use-amount-problem-text";
import { useBalanceLack } from "@repo/app-shell/hooks/use-balance-lack";
import { lackedCoin, useWalletErrorText } from "../wallet/use-wallet-error-text";

export type TransferDirection = "in" | "out";

export interface TransferFormProps {
  locale: Locale;
  board: BitBoard;
  direction: TransferDirection;
  coin: string;
  decimals: number;
  minTransfer: string;
  walletBalance: string;
  gameBalance: string;
  onDone: (moved: { direction: TransferDirection; amount: string }) => void;
  /** After an attempt the server refused or never answered (the balances may have moved). */
  onFailed?: () => void;
}

export function TransferForm({ locale, board, direction, coin, decimals, minTransfer, walletBalance, gameBalance, onDone, onFailed }: TransferFormProps) {
  const { t } = useLingui();
  const [amountText, setAmountText] = useState("");
  const [touched, setTouched] = useState(false);
  const [review, setReview] = useState<string | null>(null);
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const lack = useBalanceLack();
  const problemText = useAmountProblemText(locale, coin);
  const errorText = useWalletErrorText();
  const transfer = useApiMutation(bitGameEndpoints.transfer, { meta: { silent: true } });

  const source = direction === "in" ? walletBalance : gameBalance;
  // Going out, the game balance is the limit the field names; going in, a short wallet opens the dialog.
  const check = checkAmount(amountText, { decimals, min: minTransfer, ...(direction === "out" ? { balance: gameBalance } : {}) });
  const available = formatExact(source, locale, decimals);
  const min = formatExact(minTransfer, locale);
  const all = fromUnits(floorToPlaces(unitsOf(source), decimals));

  const edited = () => {
    transfer.reset();
    lack.clear();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok) return;
    if (direction === "in" && exceedsBalance(check.units, walletBalance)) {
      lack.report(coin);
      return;
    }
    setReview(check.amount);
  };

  const confirm = () => {
    if (review === null || !guard.begin()) return;
    const request = { board, direction, amount: review };
    transfer.mutate(
      { ...request, idempotency_key: attempts.keyFor(request) },
      {
        onSuccess: (answer) => {
          attempts.settle();
          setAmountText("");
          setTouched(false);
          onDone({ direction, amount: answer.transfer.amount });
        },
        onError: (error) => {
          attempts.failed(error);
          // The wallet's lack_<COIN> opens the dialog; the game's own (lack_game) is said in the form.
          if (lackedCoin(error) === coin) lack.report(coin);
          onFailed?.();
        },
        onSettled: () => {
          guard.end();
          setReview(null);
        },
      },
    );
  };

  const reviewText = review === null ? "" : formatExact(review, locale);
  const failure = transfer.error && lackedCoin(transfer.error) !== coin ? errorText(transfer.error) : null;

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-16" aria-label={direction === "in" ? t`Move money in` : t`Move money out`}>
        <AmountField
          label={direction === "in" ? t`Amount to move in` : t`Amount to move out`}
          name="amount"
          unit={coin}
          value={amountText}
          onValueChange={(value) => {
            setAmountText(value);
            edited();
          }}
          onAll={() => {
            setAmountText(all);
            setTouched(true);
            edited();
          }}
          hint={direction === "in" ? t`In your wallet: ${available} ${coin} · minimum ${min} ${coin}` : t`In the game: ${available} ${coin} · minimum ${min} ${coin}`}
          error={touched && !check.ok ? problemText(check.problem) : undefined}
        />
        <FormAlert tone="warning">{lack.warning}</FormAlert>
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" size="lg" block loading={transfer.isPending}>
          {direction === "in" ? <Trans>Move in</Trans> : <Trans>Move out</Trans>}
        </Button>
      </form>
      <ConfirmDialog
        open={review !== null}
        title={direction === "in" ? t`Move money into the game?` : t`Move money to your wallet?`}
        description={
          direction === "in"
            ? t`${reviewText} ${coin} leaves your wallet for your game balance.`
            : t`${reviewText} ${coin} leaves your game balance for your wallet.`
        }
        confirmLabel={<Trans>Move {reviewText} {coin}</Trans>}
        pending={transfer.isPending}
        onConfirm={confirm}
        onCancel={() => setReview(null)}
      />
    </>
  );
}
