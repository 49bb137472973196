// The way from the invite tab to the agent programme (/luckybear/agent): two taps from the lobby.
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "@repo/app-shell/link";
import { RowChevron } from "@repo/ui/row-chevron";

export function AgentEntryCard({ locale }: { locale: Locale }) {
  return (
    <Link
      href={withLocale("/luckybear/agent", locale)}
      data-testid="agent-entry"
      className="flex items-center justify-between gap-12 rounded-16 bg-surface-raised px-16 py-14 text-text shadow-card"
    >
      <span className="flex min-w-0 flex-col gap-2">
        <span className="text-16 font-semibold">
          <Trans>Agent programme</Trans>
        </span>
        <span className="text-13 text-text-muted">
          <Trans>Bring players in bulk with your own invite links, and follow what each one brings.</Trans>
        </span>
      </span>
      <RowChevron />
    </Link>
  );
}
