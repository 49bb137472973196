// One reward waiting to be claimed: what it is, where it comes from, how long it waits (`expiry`, the
// caller's countdown: it knows what reads the list again at zero), its amount and the claim button (the
// list owns the claim, so the outcome outlives the row). No client code of its own but the button.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ClaimableReward } from "@repo/api-client/endpoints/activity";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { formatExact } from "../wallet/format-coin";
import { ClaimRewardButton } from "./ClaimRewardButton";
import { useSourceLabel } from "./use-source-label";

export interface RewardRowProps {
  locale: Locale;
  reward: ClaimableReward;
  /** The countdown to `reward.expires_at` (shown when it has one). */
  expiry: (expiresAt: number) => ReactNode;
}

export function RewardRow({ locale, reward, expiry }: RewardRowProps) {
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
              <Trans>expires in</Trans> {expiry(reward.expires_at)}
            </>
          ) : null}
        </span>
      </span>
      <ClaimRewardButton rewardId={reward.reward_id} title={title} label={t`Claim ${amount} ${coin}: ${title}`}>
        <Trans>
          +{amount} {coin}
        </Trans>
      </ClaimRewardButton>
    </li>
  );
}
