// The follow tasks, one per network, each a link to its task with how many of its accounts the player
// follows and what is left to earn. No client code of its own: rendered on the server (the page's reads
// for the player) and in the browser (OffersRead).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import type { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card";
import { List } from "@repo/ui/list";
import { Skeleton } from "@repo/ui/skeleton";
import { FOLLOW_MEDIA, type FollowMedia, followTaskPath, MEDIA_NAMES } from "./follow-media";
import { RowChevron } from "@repo/ui/row-chevron";

export type FollowList = ResponseOf<typeof userSocialEndpoints.getFollowList>;

/** A network's accounts as read; null while the browser reads them, "error" when its read failed. */
export type FollowTaskState = FollowList | null | "error";

export function OffersView({ locale, follows }: { locale: Locale; follows: Readonly<Record<FollowMedia, FollowTaskState>> }) {
  const { t } = useLingui();
  return (
    <Card flush>
      <List label={t`Follow tasks`}>
        {FOLLOW_MEDIA.map((media) => (
          <MediaRow key={media} locale={locale} media={media} accounts={follows[media]} />
        ))}
      </List>
    </Card>
  );
}

function MediaRow({ locale, media, accounts }: { locale: Locale; media: FollowMedia; accounts: FollowTaskState }) {
  const { t } = useLingui();
  const network = MEDIA_NAMES[media];
  return (
    <li>
      <Link href={withLocale(followTaskPath(media), locale)} className="flex items-center gap-12 px-16 py-12 active:bg-surface-sunken">
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-15 font-semibold text-text">{t`Follow us on ${network}`}</span>
          <span className="text-12 text-text-muted">
            {accounts === "error" ? (
              <Trans>Open to see the accounts.</Trans>
            ) : accounts === null ? (
              <Skeleton width="50%" height={12} />
            ) : (
              <FollowProgress list={accounts.list} />
            )}
          </span>
        </span>
        <RowChevron />
      </Link>
    </li>
  );
}

function FollowProgress({ list }: { list: FollowList["list"] }) {
  const followed = list.filter((account) => account.followed).length;
  const total = list.length;
  const left = list.filter((account) => !account.followed).reduce((sum, account) => sum + account.reward, 0);
  const coin = list[0]?.coin_name ?? "";
  return left > 0 ? (
    <Trans>
      {followed} of {total} followed · {left} {coin} to earn
    </Trans>
  ) : (
    <Trans>All {total} followed</Trans>
  );
}
