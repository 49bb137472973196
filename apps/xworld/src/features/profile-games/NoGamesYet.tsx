// /profile/select for a player without games: the way to add one. No client code: rendered on the server
// (the page's read for the player) and in the browser (SelectGamesRead).
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";
import { ADD_GAME_PATH } from "./profile-games-paths";

export function NoGamesYet({ locale }: { locale: Locale }) {
  return (
    <EmptyState
      title={<Trans>No games yet</Trans>}
      description={<Trans>Add the games you play, then choose which your profile shows.</Trans>}
      action={
        <Link href={withLocale(ADD_GAME_PATH, locale)} className="font-semibold text-primary underline underline-offset-4">
          <Trans>Add a game</Trans>
        </Link>
      }
    />
  );
}
