"use client";
// What inviting earns (invite_master_conf): the rules, and each level's bonus with the player's progress
// toward it (friends invited, from invite_summary).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import { formatAmount, formatCount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { ThresholdProgress } from "@repo/ui/threshold-progress";

/** `server`: the invite page's server read of the levels (`usePlayerFirst(first).answer(…)`). */
export function InviteLevelsCard({
  locale,
  invited,
  server,
}: {
  locale: Locale;
  invited: number | null;
  server: ServerAnswerOptions<ResponseOf<typeof luckyBearInviteEndpoints.inviteMasterConf>>;
}) {
  const { t } = useLingui();
  const conf = useApiQuery(luckyBearInviteEndpoints.inviteMasterConf, {}, server);
  const count = (value: number) => formatCount(value, locale);
  return (
    <Card title={t`What you earn`}>
      {conf.isError && !conf.data ? (
        <ErrorState title={t`The invite rewards could not load.`} onRetry={() => void conf.refetch()} retrying={conf.isFetching} />
      ) : !conf.data ? (
        <SkeletonText lines={4} />
      ) : (
        <div className="flex flex-col gap-16">
          {conf.data.rules.length > 0 ? (
            <ul className="m-0 flex list-disc flex-col gap-4 pl-20 text-14 text-text-muted">
              {conf.data.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          ) : null}
          <ul aria-label={t`Invite levels`} className="m-0 flex list-none flex-col gap-12 p-0">
            {conf.data.levels.map((level) => {
              const required = level.required_invites;
              const reward = `${formatAmount(level.reward.amount, { locale })} ${level.reward.coin_name}`;
              const label = t`Invite ${required} friends: ${reward}`;
              return (
                <li key={level.level} data-testid={`invite-level-${level.level}`}>
                  {invited === null ? (
                    <span className="text-14 text-text">{label}</span>
                  ) : (
                    <ThresholdProgress label={label} current={invited} threshold={required} formatValue={count} />
                  )}
                </li>
              );
            })}
          </ul>
          <p className="text-12 text-text-muted">
            <Trans>Each friend also earns you a reward when they sign up, and another when they first recharge.</Trans>
          </p>
        </div>
      )}
    </Card>
  );
}
