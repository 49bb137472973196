// "Skip": on to the next step, or after the last one back to the setup's overview. A plain link (no client
// code), beside the step's submit button.
import { Trans } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { afterStepPath, type SetupStep } from "./setup-steps";

export function SetupSkipLink({ locale, step }: { locale: Locale; step: SetupStep }) {
  return (
    <Link href={withLocale(afterStepPath(step), locale)} className="flex min-h-48 shrink-0 items-center justify-center rounded-16 px-16 text-15 font-semibold text-link">
      <Trans>Skip</Trans>
    </Link>
  );
}
