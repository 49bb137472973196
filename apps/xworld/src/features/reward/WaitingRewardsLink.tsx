// The reward guide's line for a player with rewards to claim: how many wait, a link to the rewards page.
// Nothing when none wait. No client code: the server renders it from its read, the browser from its own.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";

export function WaitingRewardsLink({ locale, count }: { locale: Locale; count: number }) {
  if (count === 0) return null;
  return (
    <Link href={withLocale("/reward", locale)} className="rounded-16 bg-primary px-16 py-14 text-15 font-semibold text-primary-contrast">
      <Trans>Rewards waiting for you: {count}. Claim them now</Trans>
    </Link>
  );
}
