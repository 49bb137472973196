import { Trans, useLingui } from "@lingui/react/macro";
import { AccountChip } from "@repo/app-shell/features/account/AccountChip";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { Card } from "@repo/ui/card/Card";
import Link from "next/link";
import { ME_AREAS, type MeAreaKey } from "./me-areas";

/** The "me" tab: the player's account chip and a link to every personal area. */
export function MeScreen({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const labels: Record<MeAreaKey, string> = {
    wallet: t`Wallet`,
    orders: t`Orders`,
    invites: t`Invites`,
    giftCodes: t`Gift codes`,
    vip: t`VIP`,
    settings: t`Settings`,
    feedback: t`Feedback`,
  };
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <header className="flex items-center justify-between gap-12">
        <h1 className="text-20 font-bold">
          <Trans>Me</Trans>
        </h1>
        <AccountChip locale={locale} profilePath="/profile" />
      </header>
      <Card flush>
        <ul aria-label={t`My areas`} className="divide-y divide-border">
          {ME_AREAS.map((area) => (
            <li key={area.key}>
              <Link href={withLocale(area.path, locale)} className="flex items-center gap-12 px-16 py-14 text-15 active:bg-surface-sunken">
                <span className="flex-1">{labels[area.key]}</span>
                <span aria-hidden="true" className="text-18 text-text-muted">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
