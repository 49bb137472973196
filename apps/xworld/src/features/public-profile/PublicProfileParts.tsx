"use client";
// The browser's parts of /profile/[xid], each loaded after start: the player's posts (a paged list the
// browser reads), and the showcase only when the server could not read it.
import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { List } from "@repo/ui/list";
import { ShowcaseSkeleton } from "./ShowcaseSkeleton";

function PostsLoading() {
  const { t } = useLingui();
  return (
    <Card title={t`Posts`} flush>
      <List loading />
    </Card>
  );
}

export const PlayerPostsPart = lazyPart(() => import("../posts/PlayerPosts").then(({ PlayerPosts }) => PlayerPosts), <PostsLoading />);

export const ShowcaseFromBrowser = lazyPart(() => import("./ShowcaseRead").then(({ ShowcaseRead }) => ShowcaseRead), <ShowcaseSkeleton />);
