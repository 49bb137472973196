// The links under the showcase form: adding another game, and (for screen readers) back to the profile.
// Plain links, no client code: in the form (ShowcaseForm) and what the server draws until it loads.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { ADD_GAME_PATH } from "./profile-games-paths";

export function ShowcaseLinks({ locale }: { locale: Locale }) {
  return (
    <>
      <Link href={withLocale(ADD_GAME_PATH, locale)} className="text-center text-14 font-semibold text-link">
        <Trans>Add another game</Trans>
      </Link>
      <Link href={withLocale("/profile", locale)} className="sr-only">
        <Trans>Back to my profile</Trans>
      </Link>
    </>
  );
}
