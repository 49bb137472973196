"use client";
import { Trans, useLingui } from "@lingui/react/macro";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { VipBadge } from "@repo/ui/vip-badge";

type VipLevel = ResponseOf<typeof luckyBearRewardEndpoints.vipConf>["levels"][number];

/** receivable: reached and not taken; received: taken; none: a level without a reward; locked: not reached. */
export type VipRewardState = "receivable" | "received" | "none" | "locked";

interface VipLevelRowProps {
  locale: Locale;
  level: VipLevel;
  current: boolean;
  state: VipRewardState;
  receiving: boolean;
  failed: boolean;
  onReceive: () => void;
}

export function VipLevelRow({ locale, level, current, state, receiving, failed, onReceive }: VipLevelRowProps) {
  const { t } = useLingui();
  const bet = formatAmount(level.required_bet, { locale });
  const reward = `${formatAmount(level.reward.amount, { locale })} ${level.reward.coin_name}`;
  const number = level.level;
  return (
    <li data-testid={`vip-level-${number}`} className={`flex items-center gap-12 border-b border-border px-16 py-12 last:border-b-0 ${current ? "bg-surface-sunken" : ""}`}>
      <VipBadge level={number} size={40} />
      <div className="min-w-0 flex-1">
        <p className="text-15 font-semibold text-text">
          {current ? <Trans>VIP {number} · your level</Trans> : <Trans>VIP {number}</Trans>}
        </p>
        <p className="text-13 text-text-muted">
          <Trans>Bet {bet} · reward {reward}</Trans>
        </p>
        {failed ? (
          <p role="alert" className="text-13 text-danger">
            <Trans>The reward could not be received. Try again.</Trans>
          </p>
        ) : null}
      </div>
      {state === "receivable" ? (
        <Button size="sm" loading={receiving} disabled={receiving} onClick={onReceive} aria-label={t`Receive the VIP ${number} reward`}>
          <Trans>Receive</Trans>
        </Button>
      ) : state === "received" ? (
        <span className="text-13 font-semibold text-success">
          <Trans>Received</Trans>
        </span>
      ) : state === "locked" ? (
        <span className="text-13 text-text-muted">
          <Trans>Not reached</Trans>
        </span>
      ) : null}
    </li>
  );
}
