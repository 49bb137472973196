"use client";
// The invite reward rules (/api/config/invite_reward) as the browser read them: what the inviter and the
// friend each get, and how; their skeleton while they load, a retry when they failed.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { LoadingRegion, Skeleton, SkeletonText } from "@repo/ui/skeleton";
import { type InviteReward, InviteRewardRules } from "./InviteRewardRules";

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
