"use client";
// /luckybear/vip: the player's VIP level and progress (vip_profile), levels 0 to 10 with their emblems
// and rewards (vip_conf), and each reached level's reward received once (receive_vip_reward).
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import { type PlayerAnswers, usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";
import { useCallback } from "react";
import type { VipFirst } from "./load-vip";
import { VipLevelRow } from "./VipLevelRow";
import { VipProgress } from "./VipProgress";
import { useReceiveOnce } from "../rewards/use-receive-once";

export interface VipScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<VipFirst> | null;
}

export function VipScreen({ locale, first }: VipScreenProps) {
  const server = usePlayerFirst(first);
  return server.signedIn ? <PlayerVip locale={locale} server={server} /> : null;
}

/** Mounted for a player: the one the session knows, or the one the server rendered for (their first data in hand). */
function PlayerVip({ locale, server }: { locale: Locale; server: PlayerAnswers<VipFirst> }) {
  const { t } = useLingui();
  const conf = useApiQuery(luckyBearRewardEndpoints.vipConf, {}, server.answer(server.data?.conf));
  const profile = useApiQuery(luckyBearRewardEndpoints.vipProfile, {}, server.answer(server.data?.profile));
  const refetchProfile = profile.refetch;
  const reread = useCallback(() => void refetchProfile(), [refetchProfile]);
  const receiver = useReceiveOnce(luckyBearRewardEndpoints.receiveVipReward, reread);

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
