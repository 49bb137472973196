"use client";
// The VIP club read by the browser: for a player the server did not read for (another login, a login
// only Telegram or the host app knows) or when a server read failed; nothing for a guest (the route
// rules send them to login). Loaded only then (VipFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { luckyBearRewardEndpoints } from "@repo/api-client/endpoints/lucky-bear/rewards";
import { useApiQuery } from "@repo/api-client/react";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import type { Locale } from "@repo/i18n/locales";
import { ErrorState } from "@repo/ui/error-state";
import { useCallback } from "react";
import { VipReceiveButton } from "./VipReceiveButton";
import { VipSkeleton } from "./VipSkeleton";
import { VipView } from "./VipView";

export function VipRead({ locale }: { locale: Locale }) {
  return useIsLoggedIn() ? <PlayerVip locale={locale} /> : null;
}

function PlayerVip({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const conf = useApiQuery(luckyBearRewardEndpoints.vipConf, {});
  const profile = useApiQuery(luckyBearRewardEndpoints.vipProfile, {});
  const refetchProfile = profile.refetch;
  const reread = useCallback(() => void refetchProfile(), [refetchProfile]);

  if (conf.isError || profile.isError) {
    const retry = () => {
      if (conf.isError) void conf.refetch();
      if (profile.isError) void profile.refetch();
    };
    return <ErrorState title={t`Your VIP level could not load.`} onRetry={retry} retrying={conf.isFetching || profile.isFetching} />;
  }
  if (!conf.data || !profile.data) return <VipSkeleton />;
  return <VipView locale={locale} conf={conf.data} profile={profile.data} receive={(level, label) => <VipReceiveButton level={level} label={label} onDone={reread} />} />;
}
