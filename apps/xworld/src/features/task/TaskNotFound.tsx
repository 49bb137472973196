import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { EmptyState } from "@repo/ui/empty-state";
import Link from "@repo/app-shell/link";

/** An unknown (or ended) task or game, with the way to the list of tasks. */
export function TaskNotFound({ locale, kind }: { locale: Locale; kind: "task" | "product" }) {
  return (
    <EmptyState
      className="min-h-[50dvh] justify-center"
      headingLevel={1}
      title={kind === "task" ? <Trans>This task does not exist or has ended.</Trans> : <Trans>This game does not exist.</Trans>}
      description={<Trans>The link may be old. New tasks arrive every day.</Trans>}
      action={
        <Link href={`/${locale}`} className="font-semibold text-primary underline underline-offset-4">
          <Trans>See all tasks</Trans>
        </Link>
      }
    />
  );
}
