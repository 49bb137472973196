import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { NotFoundWithLink } from "@/features/navigation/NotFoundWithLink";

/** An unknown project, with the way to all of them. */
export function VoteProjectNotFound({ locale }: { locale: Locale }) {
  return <NotFoundWithLink locale={locale} title={<Trans>This project does not exist.</Trans>} listPath="/voteV2" listLabel={<Trans>See all projects</Trans>} />;
}
