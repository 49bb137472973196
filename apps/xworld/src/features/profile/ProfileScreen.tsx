"use client";
// /profile: the signed-in player's own page. User info (getUserInfo) and coin balances
// (get_wallet_info) through React Query, with skeletons while they load and a retry when they fail.
import { Trans, useLingui } from "@lingui/react/macro";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { useApiQuery } from "@repo/api-client/react";
import { splitPhoneNumber, groupDigits } from "@repo/app-shell/features/auth/phone-rules";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { useRuntime } from "@repo/app-shell/runtime/context";
import { openBindPhoneDialog } from "@repo/session/bind-phone";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { CoinBalanceRow } from "@repo/ui/coin-balance-row";
import { ErrorState } from "@repo/ui/error-state";
import { List } from "@repo/ui/list";
import { Skeleton } from "@repo/ui/skeleton";
import { VipBadge } from "@repo/ui/vip-badge";
import Link from "@repo/app-shell/link";
import { useState } from "react";
import { publicEnv } from "@/public-env";
import { useMyProfile } from "../profile-edit/use-my-profile";
import { VipCard } from "./VipCard";

export function ProfileScreen({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const runtime = useRuntime();
  // getUserInfo carries the build version and the time of the request (spec section 7).
  const [infoInput] = useState(() => ({ version: publicEnv.buildVersion, time: Math.floor(Date.now() / 1000) }));
  const info = useApiQuery(userReadEndpoints.getUserInfo, infoInput, { enabled: loggedIn });
  const wallet = useApiQuery(walletReadEndpoints.getWalletInfo, { str_amount: true }, { enabled: loggedIn });
  const amount = (value: string) => formatAmount(value, { locale });

  if (!loggedIn) return null;
  const player = info.data;
  const phone = player?.phone_number ? splitPhoneNumber(player.phone_number) : null;
  const phoneText = phone ? `${phone.dialCode} ${groupDigits(phone.national)}` : player?.phone_number;
  const total = wallet.data ? amount(wallet.data.total_usdt) : "";
  const playerId = player?.user_id;

  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>My profile</Trans>
      </h1>

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
          <div className="flex items-center gap-12">
            <img src={player.avatar} alt="" width={64} height={64} className="h-64 w-64 shrink-0 rounded-full bg-surface-sunken object-cover" />
            <div className="flex min-w-0 flex-1 flex-col gap-4">
              <p className="flex items-center gap-8">
                <span className="truncate text-18 font-bold text-text">{player.username}</span>
                <VipBadge level={player.vip_level} size={24} showLabel />
              </p>
              <p className="text-13 tabular-nums text-text-muted">
                {phoneText ? (
                  <Trans>Phone: {phoneText}</Trans>
                ) : (
                  // Binding starts with the bind-phone dialog: the Telegram contact inside the mini app, the
                  // bind-phone page elsewhere (spec section 4).
                  <button
                    type="button"
                    className="text-link"
                    onClick={() => void openBindPhoneDialog(runtime.store, { backUrl: `/${locale}/profile`, from: "profile" })}
                  >
                    <Trans>Add a phone number</Trans>
                  </button>
                )}
              </p>
              <p className="text-12 text-text-muted">
                <Trans>ID {playerId}</Trans>
              </p>
            </div>
          </div>
        )}
      </Card>

      <Card title={t`My balances`} action={wallet.data ? <span className="text-13 text-text-muted">{t`≈ ${total} USDT`}</span> : null} flush>
        {wallet.isError ? (
          <ErrorState title={t`Your balances could not load.`} onRetry={() => void wallet.refetch()} retrying={wallet.isFetching} />
        ) : (
          <List label={t`My balances`} loading={!wallet.data} loadingRows={4}>
            {wallet.data?.list.map((coin) => <CoinBalanceRow key={coin.coin_name} balance={coin} formatAmount={amount} />)}
          </List>
        )}
      </Card>

      <VipCard />

      <SetupReminder locale={locale} />

      <Card flush>
        <List label={t`More`}>
          {[
            { path: "/profile/edit", label: t`Edit profile` },
            { path: "/profile/select", label: t`Games on your profile` },
            ...(playerId ? [{ path: `/profile/${playerId}`, label: t`See my public profile` }] : []),
            { path: "/user/payment", label: t`Payment methods` },
            { path: "/user/setting", label: t`Settings` },
          ].map((entry) => (
            <li key={entry.path}>
              <Link href={`/${locale}${entry.path}`} className="flex w-full items-center gap-12 px-16 py-12 text-15 text-text active:bg-surface-sunken">
                <span className="flex-1">{entry.label}</span>
                <span aria-hidden="true" className="text-18 text-text-muted">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </List>
      </Card>
    </div>
  );
}

/** A new player who has not finished the setup is reminded of it (the steps are at /user/setup). */
function SetupReminder({ locale }: { locale: Locale }) {
  const profile = useMyProfile();
  if (!profile.data || profile.data.setup.finished) return null;
  return (
    <Link href={`/${locale}/user/setup`} className="flex items-center gap-12 rounded-16 bg-primary p-16 text-primary-contrast">
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-15 font-semibold">
          <Trans>Finish setting up your profile</Trans>
        </span>
        <span className="text-13 opacity-90">
          <Trans>Your name, your picture and your language.</Trans>
        </span>
      </span>
      <span aria-hidden="true" className="text-18">
        ›
      </span>
    </Link>
  );
}
