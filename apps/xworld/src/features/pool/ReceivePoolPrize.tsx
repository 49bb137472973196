"use client";
// Receiving the player's part of an ended pool, once per tap (useMoneyAction: one submission, an
// idempotency key per attempt); the new balance stays shown. On the server-rendered page (`refreshPage`)
// the page is then rendered again on the server, the button busy until it has come and a tap meanwhile
// ignored; in the browser's read the API client reads the pool again.
import { Trans } from "@lingui/react/macro";
import { poolEndpoints } from "@repo/api-client/endpoints/pool";
import type { Locale } from "@repo/i18n/locales";
import { FormAlert } from "@repo/ui/form-alert";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { formatExact } from "../wallet/format-coin";
import { useMoneyAction } from "../wallet/use-money-action";
import { ReceivePrizeArea, type ReceivePrizeAreaProps } from "./ReceivePrizeArea";

export interface ReceivePoolPrizeProps extends ReceivePrizeAreaProps {
  locale: Locale;
  poolId: number;
  refreshPage?: boolean;
}

export function ReceivePoolPrize({ locale, poolId, coin, part, received, refreshPage = false }: ReceivePoolPrizeProps) {
  const { renderAgain, rendering: refreshing } = useRenderAgain();
  const receive = useMoneyAction(poolEndpoints.receivePoolPrize);
  const done = receive.data;
  const balance = done ? formatExact(done.balance, locale) : "";
  const run = () => {
    if (refreshing) return;
    receive.run({ pool_id: poolId }, () => {
      if (refreshPage) renderAgain();
    });
  };
  return (
    <ReceivePrizeArea
      coin={coin}
      part={part}
      received={received}
      busy={receive.pending || refreshing}
      onReceive={run}
      error={<FormAlert>{receive.error}</FormAlert>}
      outcome={
        done ? (
          <p role="status" className="text-14 font-semibold text-success">
            <Trans>
              Received. Your {coin} balance is now {balance}.
            </Trans>
          </p>
        ) : undefined
      }
    />
  );
}
