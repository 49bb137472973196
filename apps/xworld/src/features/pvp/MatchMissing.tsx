// A match the address names that does not exist: said in the page, with the way to the open matches.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import { pvpHref } from "./pvp-rules";

export function MatchMissing({ locale }: { locale: Locale }) {
  return (
    <EmptyState
      title={<Trans>This match does not exist.</Trans>}
      description={<Trans>It may have been removed. Pick another one.</Trans>}
      action={
        <Link href={pvpHref(locale, "lobby")} className="font-semibold text-link">
          <Trans>See open matches</Trans>
        </Link>
      }
    />
  );
}
