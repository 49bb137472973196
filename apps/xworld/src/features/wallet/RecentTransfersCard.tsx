// The wallet's recent transfers card, with the way to all orders; its list is the caller's (the server's
// first page, or the browser's read).
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";
import { walletHref } from "./wallet-paths";

export function RecentTransfersCard({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Card
      title={t`Recent transfers`}
      action={
        <Link href={walletHref(locale, "orders")} className="text-13 font-semibold text-link">
          <Trans>All orders</Trans>
        </Link>
      }
      flush
    >
      {children}
    </Card>
  );
}
