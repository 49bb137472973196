"use client";
// "Accounts you follow" read by the browser (FollowTaskRead): shown only once the account is linked; a
// checked follow appears here (check_follow_status re-reads get_following); Retry when the read fails.
import { useLingui } from "@lingui/react/macro";
import { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { useApiQuery } from "@repo/api-client/react";
import { ErrorState } from "@repo/ui/error-state";
import type { FollowMedia } from "./follow-media";
import { FollowingCard } from "./FollowingCard";

export function FollowingList({ media }: { media: FollowMedia }) {
  const { t } = useLingui();
  const following = useApiQuery(userSocialEndpoints.getFollowing, { media_type: media });
  const failed =
    following.isError && !following.data ? (
      <ErrorState title={t`The accounts you follow could not load.`} onRetry={() => void following.refetch()} retrying={following.isFetching} />
    ) : undefined;
  return <FollowingCard media={media} following={following.data} failed={failed} />;
}
