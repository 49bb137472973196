"use client";
// /share: the player's invite code and link, sharing, the invite rewards and the friends invited;
// /shareTab shows the same three parts as tabs. Both pages read the rewards and the first friends on the
// server for the player of the request (load-share.ts), so their HTML has the player's page.
import { Trans, useLingui } from "@lingui/react/macro";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { Tabs } from "@repo/ui/tabs";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { InvitedFriendsCard } from "@repo/app-shell/features/invite/InvitedFriendsCard";
import { InvitePanel } from "./InvitePanel";
import { InviteRewardCard } from "./InviteRewardCard";
import type { ShareFirst } from "./load-share";
import { PageFrame } from "@repo/app-shell/page-frame";
import { SHARE_TABS, type ShareTab } from "./share-tabs";
import { useInviteLink } from "./use-invite-link";

/** `first`: the server's reads for the player of the request, so the HTML has the code, rewards and friends. */
function useSharePage(first: PlayerFirst<ShareFirst> | null | undefined) {
  const server = usePlayerFirst(first);
  const invite = useInviteLink(server.player);
  const reward = useApiQuery(userReadEndpoints.inviteReward, {}, server.answer(server.data?.reward));
  return { loggedIn: server.signedIn, invite, reward, friends: server.firstPage(server.data?.friends) };
}

type SharePage = ReturnType<typeof useSharePage>;

function Part({ tab, page, locale }: { tab: ShareTab; page: SharePage; locale: Locale }) {
  const { invite, reward, loggedIn, friends } = page;
  switch (tab) {
    case "invite":
      return <InvitePanel locale={locale} invite={invite} reward={reward.data} />;
    case "rewards":
      return (
        <InviteRewardCard
          locale={locale}
          reward={reward.data}
          failed={reward.isError}
          retrying={reward.isFetching}
          onRetry={() => void reward.refetch()}
        />
      );
    case "friends":
      return <InvitedFriendsCard locale={locale} enabled={loggedIn} server={friends} />;
  }
}

/** /share: everything on one page. Login-required: app start sends a signed-out visitor to login. */
export function ShareScreen({ locale, first }: { locale: Locale; first?: PlayerFirst<ShareFirst> | null }) {
  const page = useSharePage(first);
  return (
    <PageFrame locale={locale} heading={<Trans>Invite friends</Trans>}>
      {page.loggedIn ? SHARE_TABS.map((tab) => <Part key={tab} tab={tab} page={page} locale={locale} />) : null}
    </PageFrame>
  );
}

/** /shareTab: the same parts as tabs; the open tab is kept in the query (?tab=friends). */
export function ShareTabScreen({ locale, initialTab, first }: { locale: Locale; initialTab: ShareTab; first?: PlayerFirst<ShareFirst> | null }) {
  const { t } = useLingui();
  const router = useRouter();
  const page = useSharePage(first);
  const [tab, setTab] = useState(initialTab);
  const items = [
    { value: "invite" as const, label: t`Invite` },
    { value: "rewards" as const, label: t`Rewards` },
    { value: "friends" as const, label: t`Friends` },
  ];
  return (
    <PageFrame locale={locale} heading={<Trans>Invite friends</Trans>}>
      {page.loggedIn ? (
        <Tabs
          label={t`Invite friends`}
          items={items}
          value={tab}
          stretch
          onValueChange={(next) => {
            setTab(next);
            router.replace(`/${locale}/shareTab?tab=${next}`, { scroll: false });
          }}
        >
          <div className="pt-16">
            <Part tab={tab} page={page} locale={locale} />
          </div>
        </Tabs>
      ) : null}
    </PageFrame>
  );
}
