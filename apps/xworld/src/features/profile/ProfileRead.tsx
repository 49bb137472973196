"use client";
// The browser's read of the player's own page (the server had none for this session: another login, a
// login only Telegram or the host app knows, or a failed read): each part with its skeleton and its
// Retry. Nothing for a signed-out visitor (app start sends them to login).
import { useLingui } from "@lingui/react/macro";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { Skeleton } from "@repo/ui/skeleton";
import { useState } from "react";
import { publicEnv } from "@/public-env";
import { useMyProfile } from "../profile-edit/use-my-profile";
import { BalanceRows, BalancesTotal, PlayerSummary, ProfileLinks, SetupReminder } from "./ProfileParts";
import { userInfoInput } from "./user-info-input";
import { VipCard } from "./VipCard";

export function ProfileRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const [infoInput] = useState(() => userInfoInput(publicEnv.buildVersion, Date.now()));
  const info = useApiQuery(userReadEndpoints.getUserInfo, infoInput, { enabled: loggedIn });
  const wallet = useApiQuery(walletReadEndpoints.getWalletInfo, { str_amount: true }, { enabled: loggedIn });
  const profile = useMyProfile();
  if (!loggedIn) return null;
  const player = info.data;

  return (
    <>
      <Card>
        {info.isError ? (
          <ErrorState title={t`Your profile could not load.`} onRetry={() => void info.refetch()} retrying={info.isFetching} />
        ) : !player ? (
          <div className="flex items-center gap-12" aria-busy="true">
            <Skeleton circle width={64} />
            <div className="flex flex-1 flex-col gap-8">
              <Skeleton width="60%" height={18} />
              <Skeleton width="40%" />
            </div>
          </div>
        ) : (
          <PlayerSummary player={player} locale={locale} />
        )}
      </Card>

      <Card title={t`My balances`} action={wallet.data ? <BalancesTotal wallet={wallet.data} locale={locale} /> : null} flush>
        {wallet.isError ? (
          <ErrorState title={t`Your balances could not load.`} onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} />
        ) : wallet.data ? (
          <BalanceRows wallet={wallet.data} locale={locale} />
        ) : (
          <List label={t`My balances`} loading loadingRows={4} />
        )}
      </Card>

      <VipCard />

      {profile.data && !profile.data.setup.finished ? <SetupReminder locale={locale} /> : null}

      <Card flush>
        <ProfileLinks locale={locale} playerId={player?.user_id} />
      </Card>
    </>
  );
}
