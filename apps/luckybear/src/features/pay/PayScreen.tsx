"use client";
// /luckybear/money/pay: recharge or withdraw (?type=), one tab each. Login-required (route rules):
// nothing renders for a signed-out visitor, who is on the way to login.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { useIsLoggedIn } from "@repo/session/react/hooks";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { Skeleton } from "@repo/ui/skeleton";
import { Tabs } from "@repo/ui/tabs";
import dynamic from "next/dynamic";
import Link from "@repo/app-shell/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { type PayKind, payHref } from "../money/pay-links";
import { RecentWithdrawals } from "./RecentWithdrawals";
import { moneyHref } from "./pay-paths";
import { usePaySettings } from "./use-pay-settings";

// A visit shows one of the two forms: each loads on its own, not both with the page. The tab's form
// starts loading with the page's settings (see PayScreen's effect), so it is ready when they are.
const loadRechargeForm = () => import("./RechargeForm").then((module) => module.RechargeForm);
const loadWithdrawForm = () => import("./WithdrawForm").then((module) => module.WithdrawForm);
const RechargeForm = dynamic(loadRechargeForm, { ssr: false, loading: () => <PaySkeleton /> });
const WithdrawForm = dynamic(loadWithdrawForm, { ssr: false, loading: () => <PaySkeleton /> });

export function PayScreen({ locale, kind }: { locale: Locale; kind: PayKind }) {
  const { t } = useLingui();
  const router = useRouter();
  const loggedIn = useIsLoggedIn();
  const settings = usePaySettings();
  useEffect(() => {
    // Only a head start: a failure is left to the form's own load, which reports it.
    if (loggedIn) (kind === "recharge" ? loadRechargeForm() : loadWithdrawForm()).catch(() => undefined);
  }, [loggedIn, kind]);
  if (!loggedIn) return null;

  let content;
  if (settings.status === "error") content = <ErrorState title={t`Payment options could not load.`} onRetry={settings.retry} retrying={settings.retrying} />;
  else if (settings.status === "loading") content = <PaySkeleton />;
  else if (kind === "recharge") content = <RechargeForm key="recharge" locale={locale} settings={settings.settings} />;
  else content = <WithdrawForm key="withdraw" locale={locale} settings={settings.settings} />;

  return (
    <div className="flex flex-col gap-16 px-16 py-16">
      <div className="flex items-center justify-between gap-12">
        <h1 className="text-24 font-bold text-text">{kind === "recharge" ? <Trans>Recharge</Trans> : <Trans>Withdraw</Trans>}</h1>
        <Link href={moneyHref(locale)} className="shrink-0 whitespace-nowrap text-14 font-semibold text-link">
          <Trans>My wallet</Trans>
        </Link>
      </div>
      <Tabs
        label={t`Recharge or withdraw`}
        stretch
        items={[
          { value: "recharge", label: <Trans>Recharge</Trans> },
          { value: "withdraw", label: <Trans>Withdraw</Trans> },
        ]}
        value={kind}
        onValueChange={(next: PayKind) => router.replace(payHref(locale, next), { scroll: false })}
      >
        {content}
      </Tabs>
      {kind === "withdraw" ? <RecentWithdrawals locale={locale} /> : null}
    </div>
  );
}

function PaySkeleton() {
  return (
    <Card>
      <div className="flex flex-col gap-12" aria-hidden="true">
        <Skeleton width="30%" />
        <div className="grid grid-cols-2 gap-8">
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
        <Skeleton height={48} />
      </div>
    </Card>
  );
}
