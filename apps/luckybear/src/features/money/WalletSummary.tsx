// The wallet's head card: whose it is, the total in USDT ("—" until known) and the links to recharge and
// withdraw. No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { payHref } from "./pay-links";

const ACTION_LINK = "flex min-h-52 flex-1 items-center justify-center rounded-16 px-16 text-16 font-semibold";

/** `total`: the formatted total in USDT, null while unknown. */
export function WalletSummary({ locale, userName, total }: { locale: Locale; userName: string | null; total: string | null }) {
  const { t } = useLingui();
  return (
    <Card>
      {userName ? (
        <p className="text-13 text-text-muted">
          <Trans>Signed in as {userName}</Trans>
        </p>
      ) : null}
      <p className="mt-4 text-13 text-text-muted">
        <Trans>Total balance</Trans>
      </p>
      <p className="text-28 font-bold tabular-nums text-text" aria-live="polite">
        {total === null ? "—" : t`${total} USDT`}
      </p>
      <div className="mt-16 flex gap-12">
        <Link href={payHref(locale, "recharge")} className={`${ACTION_LINK} bg-primary text-primary-contrast`}>
          <Trans>Recharge</Trans>
        </Link>
        <Link href={payHref(locale, "withdraw")} className={`${ACTION_LINK} border border-border bg-surface-raised text-text`}>
          <Trans>Withdraw</Trans>
        </Link>
      </div>
    </Card>
  );
}
