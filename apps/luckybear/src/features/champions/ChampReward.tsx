"use client";
import { Trans } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { useReceiveOnce } from "../rewards/use-receive-once";
import type { Champ } from "./champ-time";

interface ChampRewardProps {
  locale: Locale;
  champId: number;
  status: Champ["status"];
  reward: { amount: string; coin_name: string; received: boolean } | null;
  onDone: () => void;
}

/** The player's reward: receivable once the championship has ended, once. */
export function ChampReward({ locale, champId, status, reward, onDone }: ChampRewardProps) {
  const receiver = useReceiveOnce(luckyBearRewardEndpoints.champReceiveReward, onDone);
  if (!reward) return null;
  const prize = `${formatAmount(reward.amount, { locale })} ${reward.coin_name}`;
  const key = String(champId);
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
        <Button block loading={receiver.pendingKey === key} disabled={receiver.pendingKey === key} onClick={() => receiver.receive(key, { champ_id: champId })}>
          <Trans>Receive reward</Trans>
        </Button>
      ) : (
        <p className="text-14 text-text-muted">
          <Trans>You can receive it once the championship has ended.</Trans>
        </p>
      )}
      {receiver.failedKey === key ? (
        <p role="alert" className="text-13 text-danger">
          <Trans>The reward could not be received. Try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}
