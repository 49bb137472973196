// The VIP club: the player's level and progress, then levels 0 to 10 with their rewards, each reached
// one's `receive(level, label)` while receivable. No client code of its own: rendered on the server (the
// page's reads for the player) and in the browser (VipRead).
import { useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";
import { VipLevelRow } from "./VipLevelRow";
import { VipProgress } from "./VipProgress";

export type VipConf = ResponseOf<typeof luckyBearRewardEndpoints.vipConf>;
export type VipProfile = ResponseOf<typeof luckyBearRewardEndpoints.vipProfile>;

interface VipViewProps {
  locale: Locale;
  conf: VipConf;
  profile: VipProfile;
  /** The receive button of a level; `label` is its accessible name. */
  receive: (level: number, label: string) => ReactNode;
}

export function VipView({ locale, conf, profile, receive }: VipViewProps) {
  const { t } = useLingui();
  return (
    <>
      <VipProgress locale={locale} profile={profile} />
      <Card title={t`Levels and rewards`} flush>
        <ul>
          {conf.levels.map((level) => {
            const reward = profile.rewards.find((entry) => entry.level === level.level);
            const number = level.level;
            return (
              <VipLevelRow
                key={level.level}
                locale={locale}
                level={level}
                current={level.level === profile.vip_level}
                state={reward?.received ? "received" : reward?.receivable ? "receivable" : level.level <= profile.vip_level ? "none" : "locked"}
                action={receive(number, t`Receive the VIP ${number} reward`)}
              />
            );
          })}
        </ul>
      </Card>
    </>
  );
}
