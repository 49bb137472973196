"use client";
// The invite reward rules (/api/config/invite_reward): what the inviter and the friend each get, and how.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { userEndpoints } from "@repo/api-client/endpoints/user";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { LoadingRegion, Skeleton, SkeletonText } from "@repo/ui/skeleton";

type InviteReward = ResponseOf<typeof userEndpoints.inviteReward>;

export interface InviteRewardCardProps {
  locale: Locale;
  reward: InviteReward | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

export function InviteRewardCard({ locale, reward, failed, retrying, onRetry }: InviteRewardCardProps) {
  const { t } = useLingui();
  let content;
  if (reward) content = <InviteRewardRules locale={locale} reward={reward} />;
  else if (failed) content = <ErrorState title={t`The invite rewards could not load.`} onRetry={onRetry} retrying={retrying} />;
  else
    content = (
      <LoadingRegion label={t`Loading the invite rewards`} className="flex flex-col gap-12">
        <Skeleton height={56} />
        <SkeletonText lines={3} />
      </LoadingRegion>
    );
  return <Card title={t`Invite rewards`}>{content}</Card>;
}

/** The two rewards side by side, then the rules in order. */
export function InviteRewardRules({ locale, reward }: { locale: Locale; reward: InviteReward }) {
  const coin = reward.coin_name;
  const mine = formatAmount(reward.inviter_reward, { locale });
  const theirs = formatAmount(reward.invitee_reward, { locale });
  return (
    <div className="flex flex-col gap-12">
      <dl className="grid grid-cols-2 gap-12 rounded-12 bg-surface-sunken px-12 py-12">
        <div className="flex flex-col gap-2">
          <dt className="text-12 text-text-muted">
            <Trans>You get, per friend</Trans>
          </dt>
          <dd className="text-18 font-bold tabular-nums text-primary">
            <Trans>
              +{mine} {coin}
            </Trans>
          </dd>
        </div>
        <div className="flex flex-col gap-2">
          <dt className="text-12 text-text-muted">
            <Trans>Your friend gets</Trans>
          </dt>
          <dd className="text-18 font-bold tabular-nums text-primary">
            <Trans>
              +{theirs} {coin}
            </Trans>
          </dd>
        </div>
      </dl>
      {reward.rules.length > 0 ? (
        <ol className="flex list-decimal flex-col gap-6 pl-20 text-14 text-text">
          {reward.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
