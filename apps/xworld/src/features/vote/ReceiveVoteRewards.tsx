"use client";
// Receiving the votes' rewards, once per tap (useMoneyAction: one submission, an idempotency key per
// attempt); what arrived and the new balance stay shown. The votes are read again by the API client's
// invalidation, or (`refreshPage`, on the server-rendered page) the page is rendered again on the server,
// the button staying busy until it has come.
import { Trans } from "@lingui/react/macro";
import { stakeEndpoints } from "@repo/api-client/endpoints/stake";
import type { Locale } from "@repo/i18n/locales";
import { FormAlert } from "@repo/ui/form-alert";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { formatExact } from "../wallet/format-coin";
import { useMoneyAction } from "../wallet/use-money-action";
import { ReceiveArea, type ReceiveAreaProps } from "./ReceiveArea";

export interface ReceiveVoteRewardsProps extends ReceiveAreaProps {
  locale: Locale;
  refreshPage?: boolean;
}

export function ReceiveVoteRewards({ locale, coin, pending, waiting, refreshPage = false }: ReceiveVoteRewardsProps) {
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const claim = useMoneyAction(stakeEndpoints.claimVoteReward);
  const received = claim.data;
  const receivedAmount = received ? formatExact(received.amount, locale) : "";
  const balance = received ? formatExact(received.balance, locale) : "";
  const receive = () => {
    // The page being rendered again after a receive: a tap meanwhile does nothing.
    if (refreshing) return;
    claim.run({}, () => {
      if (refreshPage) renderAgain();
    });
  };
  return (
    <ReceiveArea
      coin={coin}
      pending={pending}
      waiting={waiting}
      busy={claim.pending || refreshing}
      onReceive={receive}
      outcome={
        <>
          {received ? (
            <p role="status" className="text-14 font-semibold text-success">
              <Trans>
                Received {receivedAmount} {coin}. Your {coin} balance is now {balance}.
              </Trans>
            </p>
          ) : null}
          <FormAlert>{claim.error}</FormAlert>
        </>
      }
    />
  );
}
