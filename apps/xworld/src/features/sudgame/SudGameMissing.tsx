// An address whose game the catalogue does not have, with the way to every game. No client code of its own.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { sudGameHref } from "./sud-paths";

export function SudGameMissing({ locale }: { locale: Locale }) {
  return (
    <EmptyState
      title={<Trans>This game does not exist.</Trans>}
      action={
        <Link href={sudGameHref(locale)} className="font-semibold text-link">
          <Trans>See every party game</Trans>
        </Link>
      }
    />
  );
}
