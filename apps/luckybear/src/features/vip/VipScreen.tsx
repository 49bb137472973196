"use client";
// /luckybear/vip: the player's VIP level and progress (vip_profile), levels 0 to 10 with their emblems
// and rewards (vip_conf), and each reached level's reward received once (receive_vip_reward).
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { useCallback } from "react";
import { VipLevelRow } from "./VipLevelRow";
import { VipProgress } from "./VipProgress";
import { useReceiveOnce } from "../rewards/use-receive-once";

export function VipScreen({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const loggedIn = useIsLoggedIn();
  const conf = useApiQuery(lb.vipConf, {});
  const profile = useApiQuery(lb.vipProfile, {}, { enabled: loggedIn });
  const refetchProfile = profile.refetch;
  const reread = useCallback(() => void refetchProfile(), [refetchProfile]);
  const receiver = useReceiveOnce(lb.receiveVipReward, reread);

  if (!loggedIn) return null;
  const failed = conf.isError || profile.isError;
  const retry = () => {
    if (conf.isError) void conf.refetch();
    if (profile.isError) void profile.refetch();
  };

  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <h1 className="text-24 font-bold text-text">
        <Trans>VIP club</Trans>
      </h1>
      {failed ? (
        <ErrorState title={t`Your VIP level could not load.`} onRetry={retry} retrying={conf.isFetching || profile.isFetching} />
      ) : !conf.data || !profile.data ? (
        <Card>
          <SkeletonText lines={4} />
        </Card>
      ) : (
        <>
          <VipProgress locale={locale} profile={profile.data} />
          <Card title={t`Levels and rewards`} flush>
            <ul>
              {conf.data.levels.map((level) => {
                const reward = profile.data.rewards.find((entry) => entry.level === level.level);
                const key = String(level.level);
                return (
                  <VipLevelRow
                    key={level.level}
                    locale={locale}
                    level={level}
                    current={level.level === profile.data.vip_level}
                    state={reward?.received ? "received" : reward?.receivable ? "receivable" : level.level <= profile.data.vip_level ? "none" : "locked"}
                    receiving={receiver.pendingKey === key}
                    failed={receiver.failedKey === key}
                    onReceive={() => receiver.receive(key, { level: level.level })}
                  />
                );
              })}
            </ul>
          </Card>
        </>
      )}
    </div>
  );
}
