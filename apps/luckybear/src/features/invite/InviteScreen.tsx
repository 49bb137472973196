// /luckybear/invite: the player's invite link to share, what inviting earns and this week's best inviters;
// the friends who joined, the friends who recharged; the earnings day by day and every invite reward; and
// the way to the agent programme. A server component: the opened section as the server read it with the
// player's login is the page's HTML (ServerPlayerContent keeps it while this render is that player's),
// with no client code of its own; its client parts are the tabs (a section chosen renders the page again
// on the server), the link's copy and share buttons (loaded after start) and each list's "Show more",
// whose first tap loads the pager. Otherwise the browser reads the page (InviteFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { InviteFromBrowser } from "./InviteFromBrowser";
import { serverInviteSection } from "./InviteServerSection";
import { InviteSkeleton } from "./InviteSkeleton";
import { ServerTabs } from "@repo/app-shell/server-tabs";
import { type InviteTab, inviteTabPath } from "./invite-tabs";
import type { InviteFirst } from "./load-invite";
import { useInviteTabItems } from "./use-invite-tab-items";

export interface InviteScreenProps {
  locale: Locale;
  initialTab?: InviteTab;
  /** The player's first data as the server read it with their login cookies (none for a guest): the opened section's. */
  first?: PlayerFirst<InviteFirst> | null;
}

export function InviteScreen({ locale, initialTab = "overview", first }: InviteScreenProps) {
  const { t } = useLingui();
  const tabs = useInviteTabItems().map((item) => ({ ...item, href: withLocale(inviteTabPath(item.value), locale) }));
  const fromBrowser = <InviteFromBrowser locale={locale} initialTab={initialTab} loading={<InviteSkeleton />} />;
  const section = first ? serverInviteSection(locale, initialTab, first.data, first.userName) : null;
  return (
    <PageFrame locale={locale} back="/luckybear" heading={<Trans>Invite friends</Trans>}>
      {first && section ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <ServerTabs key={initialTab} label={t`Invite sections`} items={tabs} tab={initialTab}>
            {section}
          </ServerTabs>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
