"use client";
// /luckybear/invite: the player's invite link to share, what inviting earns and this week's best inviters;
// the friends who joined (infinite list), the friends who recharged; the earnings day by day and every
// invite reward; and the way to the agent programme.
import { Trans, useLingui } from "@lingui/react/macro";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { useApiQuery } from "@repo/api-client/react";
import { InvitedFriendsCard } from "@repo/app-shell/features/invite/InvitedFriendsCard";
import { type PlayerAnswers, usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Tabs } from "@repo/ui/tabs";
import { useEffect, useState } from "react";
import { AgentEntryCard } from "./AgentEntryCard";
import { DailySummaryCard } from "./DailySummaryCard";
import { type InviteTab, inviteTabPath } from "./invite-tabs";
import { InviteLevelsCard } from "./InviteLevelsCard";
import { InviteRewardsCard } from "./InviteRewardsCard";
import { InviteSummaryCard } from "./InviteSummaryCard";
import type { InviteFirst } from "./load-invite";
import { RechargedFriendsCard } from "./RechargedFriendsCard";
import { WeeklyRankCard } from "./WeeklyRankCard";

export interface InviteScreenProps {
  locale: Locale;
  initialTab?: InviteTab;
  /** The player's first data as the server read it with their login cookies (none for a guest): the opened section's. */
  first?: PlayerFirst<InviteFirst> | null;
}

export function InviteScreen({ locale, initialTab = "overview", first }: InviteScreenProps) {
  const server = usePlayerFirst(first);
  const [tab, setTab] = useState<InviteTab>(initialTab);
  const href = withLocale(inviteTabPath(tab), locale);
  useEffect(() => {
    // The section lives in the address without a navigation, so a reload or a shared link keeps it.
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(window.history.state, "", href);
  }, [href]);

  return (
    <PageFrame locale={locale} back="/luckybear" heading={<Trans>Invite friends</Trans>}>
      {server.signedIn ? <PlayerInvite locale={locale} tab={tab} onTab={setTab} server={server} /> : <WeeklyRankCard locale={locale} />}
    </PageFrame>
  );
}

/** Mounted for a player: the one the session knows, or the one the server rendered for (their first data in hand). */
function PlayerInvite({ locale, tab, onTab, server }: { locale: Locale; tab: InviteTab; onTab: (tab: InviteTab) => void; server: PlayerAnswers<InviteFirst> }) {
  const { t } = useLingui();
  const summary = useApiQuery(luckyBearInviteEndpoints.inviteSummary, {}, server.answer(server.data?.summary));
  const items = [
    { value: "overview" as const, label: t`Invite` },
    { value: "friends" as const, label: t`Friends` },
    { value: "recharged" as const, label: t`Recharged` },
    { value: "earnings" as const, label: t`Earnings` },
  ];
  let panel;
  if (tab === "friends") panel = <InvitedFriendsCard locale={locale} enabled server={server.firstPage(server.data?.friends)} />;
  else if (tab === "recharged") panel = <RechargedFriendsCard locale={locale} server={server.firstPage(server.data?.recharged)} />;
  else if (tab === "earnings") {
    panel = (
      <div className="flex flex-col gap-16">
        <DailySummaryCard locale={locale} server={server.answer(server.data?.daily)} />
        <InviteRewardsCard locale={locale} server={server.firstPage(server.data?.rewards)} />
      </div>
    );
  } else {
    panel = (
      <div className="flex flex-col gap-16">
        <InviteSummaryCard locale={locale} server={server.answer(server.data?.summary)} />
        <InviteLevelsCard locale={locale} invited={summary.data?.invited_count ?? null} server={server.answer(server.data?.levels)} />
        <AgentEntryCard locale={locale} />
        <WeeklyRankCard locale={locale} server={server.answer(server.data?.weeklyRank)} />
      </div>
    );
  }
  return (
    <Tabs label={t`Invite sections`} items={items} value={tab} onValueChange={onTab}>
      {panel}
    </Tabs>
  );
}
