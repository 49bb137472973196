// /offer/followTask?media= (login-required; the bare "followTask" leads here): follow the platform's
// accounts on a network for a reward. A server component: the server reads whether the player's account
// there is linked and, once it is, the accounts to follow and those the player follows, with the login
// cookies, and renders them there (ServerPlayerContent keeps them while this render is that player's).
// Its client code, parts loaded after start: the return from the network's sign-in page (the code
// redeemed, the page rendered again on the server), the link button, each row's Follow/Check (a check
// renders the page again on the server) and each followed account's Open. A guest, another login or a
// failed read gets the browser's read (FollowTaskFromBrowser).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { FollowAccountsCard } from "./FollowAccountsCard";
import { type FollowMedia, MEDIA_NAMES } from "./follow-media";
import { FollowingCard } from "./FollowingCard";
import { FollowLinkButtonAtRest } from "./FollowLinkButtonAtRest";
import { FollowLinkPart, FollowReturnPart, FollowRowPart, FollowTaskFromBrowser } from "./FollowTaskParts";
import { FollowRowView } from "./FollowRowView";
import { LinkAccountCard } from "./LinkAccountCard";
import type { FollowTaskFirst } from "./load-follow-task";

export interface FollowTaskScreenProps {
  locale: Locale;
  media: FollowMedia | null;
  /** The follow task as the server read it with the player's login cookies (none for a guest or an unknown network). */
  first?: PlayerFirst<FollowTaskFirst> | null;
}

export function FollowTaskScreen({ locale, media, first }: FollowTaskScreenProps) {
  const network = media ? MEDIA_NAMES[media] : "";
  return (
    <PageFrame locale={locale} back="/offer" heading={media ? <Trans>Follow us on {network}</Trans> : <Trans>Follow tasks</Trans>}>
      {media ? (
        <FollowContent locale={locale} media={media} first={first} />
      ) : (
        <EmptyState
          title={<Trans>This follow task does not exist.</Trans>}
          action={
            <Link href={withLocale("/offer", locale)} className="font-semibold text-primary underline underline-offset-4">
              <Trans>See every follow task</Trans>
            </Link>
          }
        />
      )}
    </PageFrame>
  );
}

function FollowContent({ locale, media, first }: { locale: Locale; media: FollowMedia; first?: PlayerFirst<FollowTaskFirst> | null }) {
  const fromBrowser = <FollowTaskFromBrowser locale={locale} media={media} placeholder={<FormSkeleton />} />;
  const authorize = first?.data.authorize;
  const accounts = first?.data.accounts;
  const following = first?.data.following;
  // The server's read stands when it has everything the player sees: the link, or both lists.
  if (!first || !authorize || (!authorize.need_authorize && (!accounts || !following))) return fromBrowser;
  let content: ReactNode;
  if (authorize.need_authorize || !accounts || !following) {
    content = (
      <LinkAccountCard
        media={media}
        button={<FollowLinkPart locale={locale} media={media} authorizeUrl={authorize.authorize_url} placeholder={<FollowLinkButtonAtRest media={media} />} />}
      />
    );
  } else {
    content = (
      <>
        <FollowAccountsCard
          accounts={accounts}
          row={(account) => <FollowRowPart media={media} account={account} renderPage placeholder={<FollowRowView account={account} />} />}
        />
        <FollowingCard media={media} following={following} />
      </>
    );
  }
  return (
    <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
      <FollowReturnPart locale={locale} media={media}>
        {content}
      </FollowReturnPart>
    </ServerPlayerContent>
  );
}
