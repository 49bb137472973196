// An unknown project: says so, with a link to all projects. No client code.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";

export function VoteProjectNotFound({ locale }: { locale: Locale }) {
  return (
    <EmptyState
      title={<Trans>This project does not exist.</Trans>}
      action={
        <Link href={withLocale("/voteV2", locale)} className="font-semibold text-link">
          <Trans>See all projects</Trans>
        </Link>
      }
    />
  );
}
