"use client";
// The withdrawal form: a coin and one of its chains, the player's own address there or another one
// (checked against the chain's address format), an amount within the off-chain balance, the network
// fee quoted before anything is confirmed, a confirmation, and one submission only.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { Skeleton } from "@repo/ui/skeleton";
import { TextInput } from "@repo/ui/text-input";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { FormAlert } from "@repo/ui/form-alert";
import { AmountField } from "@repo/ui/amount-field";
import { SummaryList } from "@repo/ui/summary-list";
import { type FormEvent, useState } from "react";
import { checkAddress, shortAddress } from "./addresses";
import { type AmountProblem, checkAmount } from "@repo/app-shell/money/check-amount";
import { floorToPlaces, fromUnits, unitsOf } from "@repo/app-shell/money/units";
import { ChoiceChips } from "./ChoiceChips";
import { CoinSelect } from "./CoinSelect";
import { formatBalance, formatExact } from "./format-coin";
import { useAmountProblemText } from "./use-amount-problem-text";
import { useBalanceLack } from "@repo/app-shell/hooks/use-balance-lack";
import { useDebounced } from "@repo/app-shell/hooks/use-debounced";
import { useAttemptKeys } from "@repo/api-client/react";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { AssetRow, Chain, TokenInfo } from "./use-wallet-data";
import { lackedCoin, useWalletErrorText } from "./use-wallet-error-text";
import { type WithdrawOutcome, type WithdrawRequest, useWithdrawal } from "./use-withdrawal";
import { useWithdrawFees } from "./use-withdraw-fees";
import { openingChain } from "./withdraw-opening";

export interface WithdrawFormProps {
  locale: Locale;
  /** Coins that can move on a chain, with their off-chain balance. */
  assets: readonly AssetRow[];
  tokens: ReadonlyMap<string, TokenInfo>;
  chains: readonly Chain[];
  /** The player's own address on a chain, or null. */
  ownAddressOn: (chain: string) => string | null;
  initialCoin: string;
  initialChain: string | null;
  onDone: (outcome: WithdrawOutcome, chainName: string) => void;
  /** After a refused or unanswered withdrawal (its outcome may be unknown: the balances are read again). */
  onFailed?: () => void;
}

type Destination = "own" | "other";

export function WithdrawForm({ locale, assets, tokens, chains, ownAddressOn, initialCoin, initialChain, onDone, onFailed }: WithdrawFormProps) {
  const { t } = useLingui();
  const [coin, setCoin] = useState(initialCoin);
  const chainsOf = (name: string) => chains.filter((chain) => tokens.get(name)?.chains.includes(chain.chain));
  const [chain, setChain] = useState(() => openingChain(chainsOf(initialCoin), initialChain));
  const [destination, setDestination] = useState<Destination>("own");
  const [addressText, setAddressText] = useState("");
  const [amountText, setAmountText] = useState("");
  const [touched, setTouched] = useState({ amount: false, address: false });
  const [reviewing, setReviewing] = useState<WithdrawRequest | null>(null);
  const guard = useSingleSubmit();
  const attempts = useAttemptKeys();
  const lack = useBalanceLack();
  const errorText = useWalletErrorText();
  const problemText = useAmountProblemText(locale, coin);
  const withdrawal = useWithdrawal();

  const token = tokens.get(coin);
  const decimals = token?.decimals ?? 6;
  const balance = assets.find((asset) => asset.coin_name === coin)?.offchain ?? "0";
  const coinChains = chainsOf(coin);
  const chainName = chains.find((entry) => entry.chain === chain)?.name ?? chain;
  const own = ownAddressOn(chain);
  const amountCheck = checkAmount(amountText, { decimals, balance });
  const feeAmount = useDebounced(amountCheck.ok ? amountCheck.amount : null, 300);
  const fee = useWithdrawFees(coin, feeAmount, chain ? [chain] : []).get(chain) ?? { status: "idle" as const };
  const feeReady = fee.status === "ready" && amountCheck.ok && feeAmount === amountCheck.amount ? fee.quote : null;
  const feeProblem: AmountProblem | null = feeReady && unitsOf(feeReady.amount_received) <= 0n ? { kind: "not_above_fee", fee: feeReady.fee } : null;
  const addressCheck = destination === "other" ? checkAddress(chain, addressText) : null;
  // Sending to one's own address typed by hand is the plain withdrawal.
  const otherAddress = addressCheck?.ok && addressCheck.address !== own ? addressCheck.address : null;

  const amountError = touched.amount
    ? !amountCheck.ok
      ? problemText(amountCheck.problem)
      : feeProblem
        ? problemText(feeProblem)
        : undefined
    : undefined;
  const addressError =
    touched.address && addressCheck && !addressCheck.ok
      ? addressCheck.problem === "empty"
        ? t`Enter the address to send to.`
        : t`This is not a ${chainName} address.`
      : undefined;
  const formError = withdrawal.error && !lackedCoin(withdrawal.error) ? errorText(withdrawal.error) : null;

  const edited = () => {
    withdrawal.reset();
    lack.clear();
  };
  const chooseCoin = (next: string) => {
    setCoin(next);
    const available = chainsOf(next);
    if (!available.some((entry) => entry.chain === chain)) setChain(available[0]?.chain ?? "");
    edited();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ amount: true, address: true });
    if (!amountCheck.ok || !own || !feeReady || feeProblem) return;
    if (addressCheck && !addressCheck.ok) return;
    setReviewing({ coin, amount: amountCheck.amount, chain, ownAddress: own, otherAddress });
  };

  const confirm = () => {
    if (!reviewing || !guard.begin()) return;
    const request = reviewing;
    withdrawal
      .withdraw(request, attempts.keyFor(request))
      .then(
        (outcome) => {
          attempts.settle();
          onDone(outcome, chainName);
        },
        (error: unknown) => {
          attempts.failed(error);
          const lacked = lackedCoin(error);
          if (lacked) lack.report(lacked);
          onFailed?.();
        },
      )
      .finally(() => {
        guard.end();
        setReviewing(null);
      });
  };

  const available = formatBalance(balance, locale);
  const all = fromUnits(floorToPlaces(unitsOf(balance), decimals));
  const feeText = feeReady ? formatExact(feeReady.fee, locale) : "";
  const feeCoin = feeReady?.coin_name ?? coin;
  const receivedText = feeReady ? formatExact(feeReady.amount_received, locale) : "";
  const reviewAmount = reviewing ? formatExact(reviewing.amount, locale) : "";
  const reviewTo = reviewing ? (reviewing.otherAddress ?? reviewing.ownAddress) : "";
  const ownShort = own ? shortAddress(own) : "";

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-16">
        <Card>
          <div className="flex flex-col gap-16">
            <CoinSelect label={t`Coin`} name="coin" value={coin} coins={assets.map((asset) => asset.coin_name)} onChange={chooseCoin} />
            <ChoiceChips
              legend={t`Chain`}
              name="chain"
              value={chain}
              onChange={(next) => {
                setChain(next);
                edited();
              }}
              options={coinChains.map((entry) => ({ value: entry.chain, label: entry.name }))}
            />
          </div>
        </Card>

        <Card title={t`Send to`}>
          <div className="flex flex-col gap-12">
            <ChoiceChips
              legend={t`Address`}
              name="destination"
              value={destination}
              onChange={(next) => {
                setDestination(next === "other" ? "other" : "own");
                edited();
              }}
              options={[
                { value: "own", label: t`My wallet` },
                { value: "other", label: t`Another address` },
              ]}
            />
            {destination === "own" ? (
              <p className="break-all rounded-12 bg-surface-sunken px-12 py-10 font-mono text-13 text-text" data-testid="withdraw-own-address" title={own ?? undefined}>
                {own ?? <Trans>You have no address on this chain yet.</Trans>}
              </p>
            ) : (
              <TextInput
                label={t`${chainName} address`}
                name="address"
                autoComplete="off"
                spellCheck={false}
                value={addressText}
                onChange={(event) => {
                  setAddressText(event.target.value);
                  edited();
                }}
                onBlur={() => setTouched((was) => ({ ...was, address: was.address || addressText.trim() !== "" }))}
                hint={t`The coins reach your wallet (${ownShort}) first and are sent on from there.`}
                error={addressError}
              />
            )}
          </div>
        </Card>

        <Card title={t`Amount`}>
          <div className="flex flex-col gap-12">
            <AmountField
              label={t`Amount of ${coin}`}
              name="amount"
              value={amountText}
              onValueChange={(text) => {
                setAmountText(text);
                edited();
              }}
              onBlur={() => setTouched((was) => ({ ...was, amount: was.amount || amountText.trim() !== "" }))}
              hint={t`Available: ${available} ${coin}`}
              error={amountError}
              onAll={() => {
                setAmountText(all);
                setTouched((was) => ({ ...was, amount: true }));
                edited();
              }}
            />
            <SummaryList
              className="text-13"
              rows={[
                {
                  label: <Trans>Network fee</Trans>,
                  testId: "withdraw-fee",
                  value: feeReady ? (
                    `${feeText} ${feeCoin}`
                  ) : fee.status === "loading" || (amountCheck.ok && feeAmount !== amountCheck.amount) ? (
                    <Skeleton width={72} />
                  ) : fee.status === "error" ? (
                    <span className="text-danger">{errorText(fee.error)}</span>
                  ) : (
                    "--"
                  ),
                },
                { label: <Trans>You receive</Trans>, testId: "withdraw-received", emphasis: true, value: feeReady && !feeProblem ? `${receivedText} ${feeCoin}` : "--" },
              ]}
            />
          </div>
        </Card>

        <FormAlert tone="warning">{lack.warning}</FormAlert>
        <FormAlert>{formError}</FormAlert>

        <Button type="submit" size="lg" block loading={withdrawal.pending} disabled={!own || coinChains.length === 0}>
          <Trans>Review withdrawal</Trans>
        </Button>
      </form>

      <ConfirmDialog
        open={reviewing !== null}
        title={t`Confirm the withdrawal`}
        description={t`${reviewAmount} ${coin} leave your wallet. After the network fee of ${feeText} ${feeCoin}, ${receivedText} ${feeCoin} arrive at ${reviewTo} on ${chainName}.`}
        confirmLabel={<Trans>Confirm withdrawal</Trans>}
        pending={withdrawal.pending}
        onConfirm={confirm}
        onCancel={() => setReviewing(null)}
      />
    </>
  );
}
