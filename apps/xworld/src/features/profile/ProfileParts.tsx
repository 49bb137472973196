// The parts of the player's own page, drawn from reads the caller made (the server's, or the browser's in
// ProfileRead). No client code of their own but the phone's button.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import type { walletReadEndpoints } from "@repo/api-client/endpoints/wallet-reads";
import { groupDigits, splitPhoneNumber } from "@repo/app-shell/features/auth/phone-rules";
import Link from "@repo/app-shell/link";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { CoinBalanceRow } from "@repo/ui/coin-balance-row";
import { List } from "@repo/ui/list";
import { VipBadge } from "@repo/ui/vip-badge";
import type { ReactNode } from "react";
import { AddPhoneButton } from "./AddPhoneButton";
import { RowChevron } from "@repo/ui/row-chevron";

export type UserInfo = ResponseOf<typeof userReadEndpoints.getUserInfo>;
export type WalletInfo = ResponseOf<typeof walletReadEndpoints.getWalletInfo>;

/** The player: picture, name, VIP badge, phone (or the way to add one) and id. */
export function PlayerSummary({ player, locale }: { player: UserInfo; locale: Locale }) {
  const phone = player.phone_number ? splitPhoneNumber(player.phone_number) : null;
  const phoneText = phone ? `${phone.dialCode} ${groupDigits(phone.national)}` : player.phone_number;
  const playerId = player.user_id;
  return (
    <div className="flex items-center gap-12">
      <img src={player.avatar} alt="" width={64} height={64} className="h-64 w-64 shrink-0 rounded-full bg-surface-sunken object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <p className="flex items-center gap-8">
          <span className="truncate text-18 font-bold text-text">{player.username}</span>
          <VipBadge level={player.vip_level} size={24} showLabel />
        </p>
        <p className="text-13 tabular-nums text-text-muted">{phoneText ? <Trans>Phone: {phoneText}</Trans> : <AddPhoneButton locale={locale} />}</p>
        <p className="text-12 text-text-muted">
          <Trans>ID {playerId}</Trans>
        </p>
      </div>
    </div>
  );
}

/** What the balances are worth together, for the balances card's title. */
export function BalancesTotal({ wallet, locale }: { wallet: WalletInfo; locale: Locale }) {
  const { t } = useLingui();
  const total = formatAmount(wallet.total_usdt, { locale });
  return <span className="text-13 text-text-muted">{t`≈ ${total} USDT`}</span>;
}

/** Every coin's balance. */
export function BalanceRows({ wallet, locale }: { wallet: WalletInfo; locale: Locale }) {
  const { t } = useLingui();
  const amount = (value: string) => formatAmount(value, { locale });
  return (
    <List label={t`My balances`}>
      {wallet.list.map((coin) => (
        <CoinBalanceRow key={coin.coin_name} balance={coin} formatAmount={amount} />
      ))}
    </List>
  );
}

/** A new player who has not finished the setup is reminded of it (the steps are at /user/setup). */
export function SetupReminder({ locale }: { locale: Locale }) {
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
      <RowChevron className="text-inherit" />
    </Link>
  );
}

/** The ways on from the profile; the public profile once the player's id is known. */
export function ProfileLinks({ locale, playerId }: { locale: Locale; playerId: number | undefined }) {
  const { t } = useLingui();
  const entries: { path: string; label: ReactNode }[] = [
    { path: "/profile/edit", label: t`Edit profile` },
    { path: "/profile/select", label: t`Games on your profile` },
    ...(playerId ? [{ path: `/profile/${playerId}`, label: t`See my public profile` }] : []),
    { path: "/user/payment", label: t`Payment methods` },
    { path: "/user/setting", label: t`Settings` },
  ];
  return (
    <List label={t`More`}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <Link href={`/${locale}${entry.path}`} className="flex w-full items-center gap-12 px-16 py-12 text-15 text-text active:bg-surface-sunken">
            <span className="flex-1">{entry.label}</span>
            <RowChevron />
          </Link>
        </li>
      ))}
    </List>
  );
}
