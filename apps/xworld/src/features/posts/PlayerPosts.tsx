"use client";
// A player's posts on their public profile (user_posts), 20 a page, each opened through the platform.
import { Trans, useLingui } from "@lingui/react/macro";
import { interactionEndpoints } from "@repo/api-client/endpoints/interaction";
import { useApiInfiniteQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import { PagedHistory } from "../wallet/PagedHistory";
import { PostLink } from "./PostLink";

export function PlayerPosts({ locale, userId }: { locale: Locale; userId: number }) {
  const { t } = useLingui();
  const query = useApiInfiniteQuery(interactionEndpoints.userPosts, { user_id: userId, page_size: 20 });
  return (
    <Card title={t`Posts`} flush>
      <PagedHistory
        query={query}
        label={t`Posts`}
        errorTitle={t`The posts could not load.`}
        empty={<EmptyState title={<Trans>No posts yet</Trans>} />}
        renderRow={(post) => (
          <li key={post.post_id}>
            <PostLink locale={locale} post={post} />
          </li>
        )}
      />
    </Card>
  );
}
