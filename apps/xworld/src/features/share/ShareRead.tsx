"use client";
// The invite pages read by the browser: for a player the server did not read for (another login, a
// login only Telegram or the host app knows) or when a server read failed. /shareTab's tabs switch in
// the browser here, kept in the address. Nothing for a visitor nobody signed in as (app start sends
// them to login). Loaded only then (ShareFromBrowser).
import { useLingui } from "@lingui/react/macro";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { useApiQuery } from "@repo/api-client/react";
import { InvitedFriendsCard } from "@repo/app-shell/features/invite/InvitedFriendsCard";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Tabs } from "@repo/ui/tabs";
import { useEffect, useState } from "react";
import { InvitePanel } from "./InvitePanel";
import { InviteRewardCard } from "./InviteRewardCard";
import { SHARE_TABS, type ShareTab, shareTabPath } from "./share-tabs";
import { useShareTabItems } from "./use-share-tab-items";
import { useInviteLink } from "./use-invite-link";

export interface ShareReadProps {
  locale: Locale;
  /** The open tab of /shareTab; none for /share (every part on one page). */
  initialTab?: ShareTab;
}

export function ShareRead({ locale, initialTab }: ShareReadProps) {
  if (!useIsLoggedIn()) return null;
  return initialTab ? <TabbedRead locale={locale} initialTab={initialTab} /> : SHARE_TABS.map((tab) => <PartRead key={tab} tab={tab} locale={locale} />);
}

function TabbedRead({ locale, initialTab }: { locale: Locale; initialTab: ShareTab }) {
  const { t } = useLingui();
  const [tab, setTab] = useState(initialTab);
  const href = `/${locale}${shareTabPath(tab)}`;
  useEffect(() => {
    // The tab lives in the address without a navigation, so a reload or a shared link keeps it.
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(window.history.state, "", href);
  }, [href]);
  return (
    <Tabs label={t`Invite friends`} items={useShareTabItems()} value={tab} stretch onValueChange={setTab}>
      <div className="pt-16">
        <PartRead tab={tab} locale={locale} />
      </div>
    </Tabs>
  );
}

function PartRead({ tab, locale }: { tab: ShareTab; locale: Locale }) {
  const invite = useInviteLink();
  const reward = useApiQuery(userReadEndpoints.inviteReward, {});
  switch (tab) {
    case "invite":
      return <InvitePanel locale={locale} invite={invite} reward={reward.data} />;
    case "rewards":
      return <InviteRewardCard locale={locale} reward={reward.data} failed={reward.isError} retrying={reward.isFetching} onRetry={() => void reward.refetch()} />;
    case "friends":
      return <InvitedFriendsCard locale={locale} enabled />;
  }
}
