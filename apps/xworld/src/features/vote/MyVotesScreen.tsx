// /voteV2/mine (login-required): the player's stakes, what they earned and have not received yet, what
// they received so far, and receiving the rewards (once per tap; nothing to receive: no button). A server
// component: the votes the server read with the player's login are the page's HTML (ServerPlayerContent
// keeps them while this render is that player's); the receive button, loaded after start (a receive
// renders the page again on the server), is its only client code. A guest, another login or a failed read
// get the browser's own read (MyVotesFromBrowser).
import { Trans } from "@lingui/react/macro";
import { PageFrame } from "@repo/app-shell/page-frame";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import type { Locale } from "@repo/i18n/locales";
import type { MyVotesFirst } from "./load-my-votes";
import { MyVotesFromBrowser, ReceiveVoteRewardsPart } from "./MyVotesFromBrowser";
import { MyVotesView } from "./MyVotesView";
import { receiveProps } from "./receive-props";
import { FormSkeleton } from "../wallet/WalletSkeletons";

export interface MyVotesScreenProps {
  locale: Locale;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<MyVotesFirst> | null;
}

export function MyVotesScreen({ locale, first }: MyVotesScreenProps) {
  const fromBrowser = <MyVotesFromBrowser locale={locale} loading={<FormSkeleton />} />;
  const votes = first?.data.votes;
  return (
    <PageFrame locale={locale} back="/voteV2" heading={<Trans>My votes</Trans>}>
      {first && votes ? (
        <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
          <MyVotesView locale={locale} votes={votes} receive={<ReceiveVoteRewardsPart locale={locale} {...receiveProps(votes, locale)} refreshPage />} />
        </ServerPlayerContent>
      ) : (
        fromBrowser
      )}
    </PageFrame>
  );
}
