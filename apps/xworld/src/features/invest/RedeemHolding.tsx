"use client";
// Redeeming a due holding, once per tap (useMoneyAction: one submission, an idempotency key per attempt);
// the new balance stays shown. The holdings are read again by the API client's invalidation, or
// (`refreshPage`, on the server-rendered page) the page is rendered again on the server, the button
// staying busy until it has come; the line stays once the holding shows as redeemed.
import { Trans } from "@lingui/react/macro";
import { investEndpoints } from "@repo/api-client/endpoints/invest";
import type { Locale } from "@repo/i18n/locales";
import { FormAlert } from "@repo/ui/form-alert";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { formatExact } from "../wallet/format-coin";
import { useMoneyAction } from "../wallet/use-money-action";
import { RedeemArea, type RedeemAreaProps } from "./RedeemArea";

export interface RedeemHoldingProps extends RedeemAreaProps {
  locale: Locale;
  holdingId: number;
  refreshPage?: boolean;
}

export function RedeemHolding({ locale, holdingId, coin, total, due, refreshPage = false }: RedeemHoldingProps) {
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const redeem = useMoneyAction(investEndpoints.investRedeem);
  const redeemed = redeem.data;
  const balance = redeemed ? formatExact(redeemed.balance, locale) : "";
  const run = () => {
    // The page being rendered again after a redeem: a tap meanwhile does nothing.
    if (refreshing) return;
    redeem.run({ holding_id: holdingId }, () => {
      if (refreshPage) renderAgain();
    });
  };
  return (
    <RedeemArea
      coin={coin}
      total={total}
      due={due}
      busy={redeem.pending || refreshing}
      onRedeem={run}
      error={<FormAlert>{redeem.error}</FormAlert>}
      outcome={
        redeemed ? (
          <p role="status" className="mt-12 text-14 font-semibold text-success">
            <Trans>
              Redeemed. Your {coin} balance is now {balance}.
            </Trans>
          </p>
        ) : null
      }
    />
  );
}
