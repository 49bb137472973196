// Past the newbie week (ERROR_OUTOF_NEWBIE): the page says so, with the way to other rewards.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";

export function NewbieWeekOver({ locale }: { locale: Locale }) {
  return (
    <EmptyState
      title={<Trans>Your newbie week is over.</Trans>}
      description={<Trans>Newbie tasks are for a player's first seven days. There are other ways to earn rewards.</Trans>}
      action={
        <Link href={withLocale("/reward/guide", locale)} className="font-semibold text-link">
          <Trans>How to earn rewards</Trans>
        </Link>
      }
    />
  );
}
