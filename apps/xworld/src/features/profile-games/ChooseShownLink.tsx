// Under the catalogue: the way to choose which games the profile shows. A plain link, no client code.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { SELECT_GAMES_PATH } from "./profile-games-paths";

export function ChooseShownLink({ locale }: { locale: Locale }) {
  return (
    <Link href={withLocale(SELECT_GAMES_PATH, locale)} className="text-center text-14 font-semibold text-link">
      <Trans>Choose the games your profile shows</Trans>
    </Link>
  );
}
