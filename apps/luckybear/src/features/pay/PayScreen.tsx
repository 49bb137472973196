// /luckybear/money/pay: recharge or withdraw (?type=), one tab each. Login-required (route rules). A
// server component: the heading and the tabs (ServerTabs: a tab chosen renders the page again on the
// server), and for the player the server read the pay settings for (their login cookies) the tab's form
// with those settings and, to withdraw, the latest withdrawals (no client code). The form is a part
// loaded after start (its skeleton drawn by the server until then); ServerPlayerContent keeps all this
// while the session is that player. Otherwise the browser reads the settings (PayFromBrowser).
import { Trans, useLingui } from "@lingui/react/macro";
import Link from "@repo/app-shell/link";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { ServerPlayerContent } from "@repo/app-shell/server-player-content";
import { ServerTabs } from "@repo/app-shell/server-tabs";
import type { Locale } from "@repo/i18n/locales";
import { type PayKind, payHref } from "../money/pay-links";
import type { PayFirst } from "./load-pay";
import { moneyHref } from "./pay-paths";
import { paySettingsOf } from "./pay-settings";
import { PayFromBrowser, RechargeFormPart, WithdrawFormPart } from "./PayParts";
import { PaySkeleton } from "./PaySkeleton";
import { RecentWithdrawalsList } from "./RecentWithdrawalsList";
import { HeadingRow } from "@repo/ui/heading-row";

export interface PayScreenProps {
  locale: Locale;
  kind: PayKind;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<PayFirst> | null;
}

export function PayScreen({ locale, kind, first }: PayScreenProps) {
  const { t } = useLingui();
  const conf = first?.data.conf;
  const country = first?.data.country;
  const settings = conf && country ? paySettingsOf(conf, country.currency) : null;
  const logs = first?.data.recentWithdrawals;
  // A visitor the server knows nobody for is a guest on the way to login, or a login only the browser
  // knows: no skeleton for them until the browser's read starts.
  const fromBrowser = <PayFromBrowser locale={locale} kind={kind} placeholder={first ? <PaySkeleton /> : null} />;
  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <HeadingRow
        action={
          <Link href={moneyHref(locale)} className="text-14 font-semibold text-link">
            <Trans>My wallet</Trans>
          </Link>
        }
      >
        <h1 className="text-24 font-bold text-text">{kind === "recharge" ? <Trans>Recharge</Trans> : <Trans>Withdraw</Trans>}</h1>
      </HeadingRow>
      <ServerTabs
        label={t`Recharge or withdraw`}
        stretch
        items={[
          { value: "recharge", label: <Trans>Recharge</Trans>, href: payHref(locale, "recharge") },
          { value: "withdraw", label: <Trans>Withdraw</Trans>, href: payHref(locale, "withdraw") },
        ]}
        tab={kind}
        panelClassName="flex flex-col gap-16"
      >
        {first && settings ? (
          <ServerPlayerContent player={first.userId} otherwise={fromBrowser}>
            {kind === "recharge" ? (
              <RechargeFormPart key="recharge" locale={locale} settings={settings} placeholder={<PaySkeleton />} />
            ) : (
              <>
                <WithdrawFormPart key="withdraw" locale={locale} settings={settings} refreshPage placeholder={<PaySkeleton />} />
                {logs ? <RecentWithdrawalsList locale={locale} logs={logs} /> : null}
              </>
            )}
          </ServerPlayerContent>
        ) : (
          fromBrowser
        )}
      </ServerTabs>
    </div>
  );
}
