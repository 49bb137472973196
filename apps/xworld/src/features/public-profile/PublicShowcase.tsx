"use client";
// What a player tells others (profile service showcase): their bio and the games they chose to show,
// each opening the game's H5 page (/products/[productId]?gameName&from=profile_<id>).
import { Trans, useLingui } from "@lingui/react/macro";
import { profileEndpoints } from "@repo/api-client/endpoints/profile";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { Skeleton } from "@repo/ui/skeleton";
import Link from "@repo/app-shell/link";
import { profileFrom } from "../task/task-query";

export function PublicShowcase({ locale, userId }: { locale: Locale; userId: number }) {
  const { t } = useLingui();
  const showcase = useApiQuery(profileEndpoints.showcase, { user_id: userId });
  if (showcase.isError && !showcase.data) {
    return (
      <Card>
        <ErrorState title={t`This player's games could not load.`} onRetry={() => void showcase.refetch()} retrying={showcase.isFetching} />
      </Card>
    );
  }
  if (!showcase.data) {
    return (
      <Card>
        <div className="flex flex-col gap-8" aria-busy="true">
          <Skeleton width="80%" />
          <Skeleton height={64} />
        </div>
      </Card>
    );
  }
  const { bio, games } = showcase.data;
  return (
    <>
      {bio ? (
        <Card title={t`About`}>
          <p className="whitespace-pre-line break-words text-15 text-text" data-testid="public-bio">
            {bio}
          </p>
        </Card>
      ) : null}
      <Card title={t`Games`}>
        {games.length === 0 ? (
          <p className="text-14 text-text-muted">
            <Trans>No games shown yet.</Trans>
          </p>
        ) : (
          <ul className="m-0 grid list-none grid-cols-3 gap-12 p-0" aria-label={t`Games`}>
            {games.map((game) => {
              const query = new URLSearchParams({ gameName: game.name, from: profileFrom(userId) }).toString();
              return (
                <li key={game.product_id}>
                  <Link href={withLocale(`/products/${game.product_id}?${query}`, locale)} className="flex flex-col items-center gap-6 text-center">
                    <img src={game.icon} alt="" width={64} height={64} className="size-64 rounded-16 bg-surface-sunken object-cover" />
                    <span className="break-words text-13 font-semibold text-text">{game.name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </>
  );
}
