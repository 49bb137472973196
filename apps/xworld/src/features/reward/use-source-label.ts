// The name of a reward's source; a source this app does not know yet reads "Reward". For server and
// client components alike (the rewards page and the reward history render on the server).
import { useLingui } from "@lingui/react/macro";
import type { RewardSource } from "@repo/api-client/endpoints/activity";
import { useCallback, useMemo } from "react";
import { isRewardSource } from "./reward-sources";

export function useSourceLabels(): Readonly<Record<RewardSource, string>> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      daily: t`Daily bonus`,
      invite: t`Invites`,
      event: t`Events`,
      pool: t`Prize pools`,
      vote: t`Voting`,
      invest: t`Invest`,
      luckycode: t`Lucky codes`,
      newbie: t`Newbie week`,
    }),
    [t],
  );
}

export function useSourceLabel(): (source: string) => string {
  const { t } = useLingui();
  const labels = useSourceLabels();
  return useCallback((source: string) => (isRewardSource(source) ? labels[source] : t`Reward`), [labels, t]);
}
