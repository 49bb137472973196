"use client";
// The wallet read by the browser: for a player the server did not read for (another login, a login only
// Telegram or the host app knows) or when a server read failed; nothing for a guest (app start sends them
// to login). Loaded only then (MoneyFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { useApiQuery } from "@repo/api-client/react";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn, useSessionValue } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { OrderHistory } from "../orders/OrderHistory";
import { BalanceList, BalancesCard } from "./BalancesCard";
import { WalletSummary } from "./WalletSummary";

export function MoneyRead({ locale }: { locale: Locale }) {
  return useIsLoggedIn() ? <PlayerMoney locale={locale} /> : null;
}

function PlayerMoney({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const userName = useSessionValue("userName");
  const assets = useApiQuery(luckyBearMoneyEndpoints.assetList, {});
  return (
    <>
      <WalletSummary locale={locale} userName={userName ?? null} total={assets.data ? formatAmount(assets.data.total_usdt, { locale }) : null} />
      <BalancesCard locale={locale}>
        {assets.isError ? (
          <ErrorState title={t`Your balances could not load.`} onRetry={() => void assets.refetch()} retrying={assets.isFetching} />
        ) : (
          <BalanceList locale={locale} assets={assets.data} />
        )}
      </BalancesCard>
      <OrderHistory locale={locale} />
    </>
  );
}
