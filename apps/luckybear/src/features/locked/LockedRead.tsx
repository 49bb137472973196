"use client";
// The locked bonuses read by the browser: for a player the server did not read for (another login, a
// login only Telegram or the host app knows) or when a server read failed; nothing for a guest (the route
// rules send them to login). The locks are read again after every release. Loaded only then
// (LockedFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { useCallback } from "react";
import { LockedSkeleton } from "./LockedSkeleton";
import { LockedView, RELEASED_LINE_CLASS } from "./LockedView";
import { UnlockButton } from "./UnlockButton";
import { UnlockResult } from "./UnlockResult";
import { useUnlock } from "./use-unlock";

export function LockedRead({ locale }: { locale: Locale }) {
  return useIsLoggedIn() ? <PlayerLocked locale={locale} /> : null;
}

function PlayerLocked({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const locked = useApiQuery(luckyBearMoneyEndpoints.lockedDetail, {});
  const refetch = locked.refetch;
  const reread = useCallback(() => void refetch(), [refetch]);
  const unlock = useUnlock(reread);

  if (locked.isError && !locked.data) {
    return <ErrorState title={t`Your locked bonuses could not load.`} onRetry={reread} retrying={locked.isFetching} />;
  }
  if (!locked.data) return <LockedSkeleton />;
  return (
    <LockedView
      locale={locale}
      locked={locked.data}
      released={<UnlockResult locale={locale} released={unlock.released} className={RELEASED_LINE_CLASS} />}
      unlock={(lockId, label) => <UnlockButton lockId={lockId} label={label} unlock={unlock} />}
    />
  );
}
