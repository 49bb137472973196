// One VIP level: its emblem, required bet and reward, and the player's state there; `action` (the receive
// button) when its reward is receivable. No client code of its own.
import { Trans } from "@lingui/react/macro";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { VipBadge } from "@repo/ui/vip-badge";
import type { ReactNode } from "react";

export type VipLevel = ResponseOf<typeof luckyBearRewardEndpoints.vipConf>["levels"][number];

/** receivable: reached and not taken; received: taken; none: a level without a reward; locked: not reached. */
export type VipRewardState = "receivable" | "received" | "none" | "locked";

interface VipLevelRowProps {
  locale: Locale;
  level: VipLevel;
  current: boolean;
  state: VipRewardState;
  /** What a receivable reward offers; a failure's alert in it takes a line of its own under the row's text. */
  action: ReactNode;
}

export function VipLevelRow({ locale, level, current, state, action }: VipLevelRowProps) {
  const bet = formatAmount(level.required_bet, { locale });
  const reward = `${formatAmount(level.reward.amount, { locale })} ${level.reward.coin_name}`;
  const number = level.level;
  return (
    <li
      data-testid={`vip-level-${number}`}
      className={`flex flex-wrap items-center gap-x-12 border-b border-border px-16 py-12 last:border-b-0 ${current ? "bg-surface-sunken" : ""}`}
    >
      <VipBadge level={number} size={40} />
      <div className="min-w-0 flex-1">
        <p className="text-15 font-semibold text-text">
          {current ? <Trans>VIP {number} · your level</Trans> : <Trans>VIP {number}</Trans>}
        </p>
        <p className="text-13 text-text-muted">
          <Trans>Bet {bet} · reward {reward}</Trans>
        </p>
      </div>
      {state === "receivable" ? (
        action
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
