import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { NotFoundWithLink } from "@/features/navigation/NotFoundWithLink";

/** An unknown (or ended) task or game, with the way to the list of tasks. */
export function TaskNotFound({ locale, kind }: { locale: Locale; kind: "task" | "product" }) {
  return (
    <NotFoundWithLink
      standalone
      locale={locale}
      title={kind === "task" ? <Trans>This task does not exist or has ended.</Trans> : <Trans>This game does not exist.</Trans>}
      description={<Trans>The link may be old. New tasks arrive every day.</Trans>}
      listPath="/"
      listLabel={<Trans>See all tasks</Trans>}
    />
  );
}
