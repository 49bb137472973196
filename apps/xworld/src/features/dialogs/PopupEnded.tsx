// An unknown or ended popup: all the page shows, its heading, and the way home. No client code of its own.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";

export function PopupEnded({ locale }: { locale: Locale }) {
  return (
    <EmptyState
      className="min-h-[60dvh] justify-center"
      headingLevel={1}
      title={<Trans>This message has ended.</Trans>}
      action={
        <Link href={withLocale("/", locale)} className="font-semibold text-primary underline underline-offset-4">
          <Trans>Go to the home page</Trans>
        </Link>
      }
    />
  );
}
