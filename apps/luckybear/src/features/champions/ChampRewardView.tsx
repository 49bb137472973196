// The player's reward in a championship: what it is, then "Received", `receive` (the receive button) once
// the championship has ended, or when it can be received. No client code of its own.
import { Trans } from "@lingui/react/macro";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import type { ChampDetail } from "./ChampDetailView";

interface ChampRewardViewProps {
  locale: Locale;
  status: ChampDetail["status"];
  reward: NonNullable<ChampDetail["my_reward"]>;
  /** The receive button; a failure's alert in it comes under it. */
  receive: ReactNode;
}

export function ChampRewardView({ locale, status, reward, receive }: ChampRewardViewProps) {
  const prize = `${formatAmount(reward.amount, { locale })} ${reward.coin_name}`;
  return (
    <div className="mt-12 flex flex-col gap-8" data-testid="champ-reward">
      <p className="text-16 font-semibold text-text">
        <Trans>Your reward: {prize}</Trans>
      </p>
      {reward.received ? (
        <p className="text-14 font-semibold text-success">
          <Trans>Received</Trans>
        </p>
      ) : status === "ended" ? (
        receive
      ) : (
        <p className="text-14 text-text-muted">
          <Trans>You can receive it once the championship has ended.</Trans>
        </p>
      )}
    </div>
  );
}
