"use client";
// Buying codes for a draw still selling: a count within what is left to the player, what it costs
// against the balance, a confirmation, one purchase; the new codes shown after. Short of coins: the
// balance-lack dialog (a warning in audit mode). On the server-rendered page (`refreshPage`; a part loaded
// after start, BuyCodesPart) a purchase renders the page again on the server (the draw's codes sold, the
// player's codes and balance), the button busy until it has come and a tap meanwhile ignored; in the
// browser's read (LuckyCodeRead) the API client reads them again.
import { Trans, useLingui } from "@lingui/react/macro";
import { campEndpoints, type LuckyDraw } from "@repo/api-client/endpoints/camp";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { unitsOf } from "@repo/app-shell/money/units";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ConfirmDialog } from "@repo/ui/confirm-dialog";
import { CountStepper } from "@repo/ui/count-stepper";
import { FormAlert } from "@repo/ui/form-alert";
import { Skeleton } from "@repo/ui/skeleton";
import { SummaryList } from "@repo/ui/summary-list";
import { type FormEvent, useState } from "react";
import { costOf } from "../wallet/count-cost";
import { formatBalance, formatExact } from "../wallet/format-coin";
import { useMoneyAction } from "../wallet/use-money-action";
import { codesLeftFor } from "./code-rules";

export interface BuyCodesProps {
  locale: Locale;
  draw: LuckyDraw;
  /** The off-chain balance of the code price's coin (undefined while unknown). */
  balance: string | undefined;
  refreshPage?: boolean;
}

export function BuyCodes({ locale, draw, balance, refreshPage = false }: BuyCodesProps) {
  const { t } = useLingui();
  const { renderAgain, rendering } = useRenderAgain();
  const buy = useMoneyAction(campEndpoints.buyLuckyCodes);
  const [count, setCount] = useState(1);
  const [reviewing, setReviewing] = useState(false);
  const [bought, setBought] = useState<readonly string[] | null>(null);
  const left = codesLeftFor(draw);
  const coin = draw.price_coin;
  const cost = costOf(draw.code_price, count);
  const costText = formatExact(cost, locale);
  const title = draw.title;
  const codes = count;
  const boughtList = bought?.join(", ") ?? "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rendering) return;
    buy.reset();
    setBought(null);
    if (balance !== undefined && unitsOf(cost) > unitsOf(balance)) {
      buy.reportLack(coin);
      return;
    }
    setReviewing(true);
  };
  const confirm = () => {
    const sent = buy.run({ draw_id: draw.draw_id, count }, (result) => {
      setBought(result.codes);
      setCount(1);
      if (refreshPage) renderAgain();
    });
    if (sent) setReviewing(false);
  };

  return (
    <Card title={t`Buy codes`}>
      {left === 0 && bought === null ? (
        <p className="text-14 text-text-muted">
          <Trans>You cannot buy more codes for this draw.</Trans>
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-12">
          {left > 0 ? (
            <>
              <CountStepper label={t`Codes to buy`} name="codes" value={count} max={left} onValueChange={setCount} hint={t`Up to ${left} more`} />
              <SummaryList
                rows={[
                  { id: "cost", label: <Trans>Cost</Trans>, value: `${costText} ${coin}`, testId: "codes-cost", emphasis: true },
                  {
                    id: "balance",
                    label: <Trans>Your {coin} balance</Trans>,
                    value: balance === undefined ? <Skeleton width={64} /> : formatBalance(balance, locale),
                    testId: "codes-balance",
                  },
                ]}
              />
            </>
          ) : null}
          <FormAlert tone="warning">{buy.warning}</FormAlert>
          <FormAlert>{buy.error}</FormAlert>
          {bought ? (
            <p role="status" className="text-14 font-semibold text-success">
              <Trans>Your new codes: {boughtList}</Trans>
            </p>
          ) : null}
          {left > 0 ? (
            <Button type="submit" block loading={buy.pending || rendering}>
              <Trans>Review purchase</Trans>
            </Button>
          ) : null}
        </form>
      )}
      <ConfirmDialog
        open={reviewing}
        title={t`Confirm the purchase`}
        description={t`${costText} ${coin} leave your balance now. Codes bought for ${title}: ${codes}. If one of them is drawn, the prize is paid into your wallet.`}
        confirmLabel={<Trans>Pay {costText} {coin}</Trans>}
        pending={buy.pending}
        onConfirm={confirm}
        onCancel={() => setReviewing(false)}
      />
    </Card>
  );
}
