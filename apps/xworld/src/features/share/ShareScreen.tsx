// /share: the player's invite code and link, sharing, the invite rewards and the friends invited;
// /shareTab shows the same three parts as tabs. Server components: the parts as the server read them with
// the player's login (load-share.ts) are the page's HTML (ServerPlayerContent keeps them while this
// render is that player's), with no client code of their own; the invite panel (the link, the message,
// share and copy) loads after start, the friends' "Show more" loads its pager on the first tap, and
// /shareTab's tabs render the page again on the server. Otherwise the browser reads the page
// (ShareFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import { ServerTabs } from "@repo/app-shell/server-tabs";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { ShareFirst } from "./load-share";
import { ShareFromBrowser } from "./ShareFromBrowser";
import { serverSharePage, serverSharePart } from "./ShareSections";
import { ShareSkeleton } from "./ShareSkeleton";
import { type ShareTab, shareTabPath } from "./share-tabs";
import { useShareTabItems } from "./use-share-tab-items";

/** `first`: the server's reads for the player of the request (none for a guest). */
export interface ShareScreenProps {
  locale: Locale;
  first?: PlayerFirst<ShareFirst> | null;
}

/** /share: everything on one page. Login-required: app start sends a signed-out visitor to login. */
export function ShareScreen({ locale, first }: ShareScreenProps) {
  const fromBrowser = <ShareFromBrowser locale={locale} loading={<ShareSkeleton />} />;
  const page = first ? serverSharePage(locale, first.userId, first.data) : null;
  return (
    <PageFrame locale={locale} heading={<Trans>Invite friends</Trans>}>
      {first && page ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          {page}
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}

/** /shareTab: the same parts as tabs; the open tab is kept in the query (?tab=friends). */
export function ShareTabScreen({ locale, initialTab, first }: ShareScreenProps & { initialTab: ShareTab }) {
  const { t } = useLingui();
  const tabs = useShareTabItems().map((item) => ({ ...item, href: `/${locale}${shareTabPath(item.value)}` }));
  const fromBrowser = <ShareFromBrowser locale={locale} initialTab={initialTab} loading={<ShareSkeleton />} />;
  const part = first ? serverSharePart(locale, initialTab, first.userId, first.data) : null;
  return (
    <PageFrame locale={locale} heading={<Trans>Invite friends</Trans>}>
      {first && part ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <ServerTabs key={initialTab} label={t`Invite friends`} items={tabs} tab={initialTab} stretch panelClassName="pt-16">
            {part}
          </ServerTabs>
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
