// /space: the public showcase (showcase, 20 a page, open to guests): everyone's items rarest first, or
// with ?uid= one player's, with the address NFTs sent to them arrive at; ?kind= shows one kind. A server
// component: the first page the server read (as a guest: the showcase is public, load-space.ts) is the
// page's HTML with no client code of its own; the kind tabs render the page again on the server, the
// address's copy button loads after start, "Show more" loads the pager on its first tap. When the
// server's read failed, the browser reads the showcase (SpaceFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import { ServerPagedList } from "@repo/app-shell/paging/server-paged-list";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { ItemGrid } from "@repo/ui/item-card";
import { Skeleton } from "@repo/ui/skeleton";
import { ServerTabs } from "@repo/app-shell/server-tabs";
import { CollectibleCard } from "./CollectibleCard";
import { type ShowcaseKind, spacePath } from "./collection-paths";
import { CopyAddressPart } from "./CopyAddressPart";
import { LaterShowcase } from "./LaterShowcase";
import type { SpaceFirst } from "./load-space";
import type { ShowcasePage } from "./showcase";
import { NothingToShow, ShowcaseHeading, ShowcaseIntro, useShowcaseKindItems } from "./ShowcaseParts";
import { SpaceFromBrowser } from "./SpaceFromBrowser";

export interface SpaceScreenProps {
  locale: Locale;
  userId: number | null;
  kind: ShowcaseKind;
  /** The server's read of the first page (null when it failed: the browser reads it). */
  first: SpaceFirst;
}

export function SpaceScreen({ locale, userId, kind, first }: SpaceScreenProps) {
  const { t } = useLingui();
  const kindItems = useShowcaseKindItems();
  if (first === null) {
    const loading = (
      <PageFrame locale={locale} heading={<Trans>Showcase</Trans>}>
        <Skeleton height={240} />
      </PageFrame>
    );
    return <SpaceFromBrowser locale={locale} userId={userId} initialKind={kind} loading={loading} />;
  }
  if ("unknownPlayer" in first) {
    return (
      <PageFrame locale={locale} heading={<Trans>Showcase</Trans>}>
        <ErrorState title={t`This player was not found.`} description={t`Check the link, or browse everyone's showcase.`} />
      </PageFrame>
    );
  }
  const { showcase } = first;
  const owner = showcase.owner;
  const tabs = kindItems.map((item) => ({ ...item, href: withLocale(spacePath(userId, item.value), locale) }));
  return (
    <PageFrame locale={locale} heading={<ShowcaseHeading userId={userId} owner={owner} />}>
      <ShowcaseIntro userId={userId} owner={owner} copy={owner ? <CopyAddressPart text={owner.wallet_addr} label={t`Copy the address`} /> : null} />
      <Card flush>
        <ServerTabs key={kind} label={t`Kind`} items={tabs} tab={kind} stretch panelClassName="px-12 pb-12">
          <ShowcaseGrid locale={locale} userId={userId} kind={kind} first={showcase} />
        </ServerTabs>
      </Card>
    </PageFrame>
  );
}

function ShowcaseGrid({ locale, userId, kind, first }: { locale: Locale; userId: number | null; kind: ShowcaseKind; first: ShowcasePage }) {
  const { t } = useLingui();
  return (
    <ServerPagedList
      first={first}
      label={t`Showcase`}
      empty={<NothingToShow />}
      list={ItemGrid}
      later={<LaterShowcase first={first} locale={locale} userId={userId} kind={kind} />}
      count
      footerClassName="flex flex-col gap-4 pt-12"
    >
      {first.list.map((item) => (
        <CollectibleCard key={item.item_id} locale={locale} item={item} showOwner={userId === null} />
      ))}
    </ServerPagedList>
  );
}
