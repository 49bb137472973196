"use client";
// The browser's parts of /voteV2/mine, each loaded only when it renders: the whole read when the page has
// no server read for this render's player (meanwhile `loading`, the server's skeleton); on the server-rendered page, the rewards' receive, loaded after
// start (until then its button shows, not yet pressable).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import { ReceiveArea } from "./ReceiveArea";
import type { ReceiveVoteRewardsProps } from "./ReceiveVoteRewards";

export const MyVotesFromBrowser = lazyPart<{ locale: Locale; loading: ReactNode }>(
  () => import("./MyVotesRead").then(({ MyVotesRead }) => MyVotesRead),
  ({ loading }) => loading,
);

export const ReceiveVoteRewardsPart = lazyPart<ReceiveVoteRewardsProps>(
  () => import("./ReceiveVoteRewards").then(({ ReceiveVoteRewards }) => ReceiveVoteRewards),
  ({ coin, pending, waiting }) => <ReceiveArea coin={coin} pending={pending} waiting={waiting} />,
);
