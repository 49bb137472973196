"use client";
// One reward waiting to be claimed: what it is, where it comes from, how long it waits, its amount
// and the claim button (the list owns the claim, so the outcome outlives the row).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ClaimableReward } from "@repo/api-client/endpoints/activity";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Countdown } from "@repo/ui/countdown";
import { formatExact } from "../wallet/format-coin";
import { useSourceLabel } from "./use-source-label";

export interface RewardRowProps {
  locale: Locale;
  reward: ClaimableReward;
  /** This reward's claim is on its way. */
  pending: boolean;
  onClaim: () => void;
  onExpire: () => void;
}

export function RewardRow({ locale, reward, pending, onClaim, onExpire }: RewardRowProps) {
  const { t } = useLingui();
  const sourceLabel = useSourceLabel();
  const amount = formatExact(reward.amount, locale);
  const coin = reward.coin_name;
  const title = reward.title;
  return (
    <li className="flex items-center gap-12 px-16 py-12" data-testid={`reward-${reward.reward_id}`}>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-15 font-semibold text-text">{title}</span>
        <span className="text-12 text-text-muted">
          {sourceLabel(reward.source)}
          {reward.expires_at !== null ? (
            <>
              {" · "}
              <Trans>expires in</Trans> <Countdown target={reward.expires_at * 1000} onEnd={onExpire} label={t`Expires in`} />
            </>
          ) : null}
        </span>
      </span>
      <Button size="sm" loading={pending} onClick={onClaim} aria-label={t`Claim ${amount} ${coin}: ${title}`}>
        <Trans>
          +{amount} {coin}
        </Trans>
      </Button>
    </li>
  );
}
