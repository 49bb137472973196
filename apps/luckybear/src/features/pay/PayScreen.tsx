"use client";
// /luckybear/money/pay: recharge or withdraw (?type=), one tab each. Login-required (route rules):
// nothing renders for a signed-out visitor, who is on the way to login. The server reads the pay settings
// for the player of the request, so the HTML has the page's heading, tabs and (to withdraw) the latest
// withdrawals; the tab's form loads in the browser.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { type PlayerAnswers, usePlayerFirst } from "@repo/app-shell/hooks/use-player-first";
import type { PlayerFirst } from "@repo/app-shell/player-first";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { Skeleton } from "@repo/ui/skeleton";
import { Tabs } from "@repo/ui/tabs";
import dynamic from "next/dynamic";
import Link from "@repo/app-shell/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { type PayKind, payHref } from "../money/pay-links";
import type { PayFirst } from "./load-pay";
import { RecentWithdrawals } from "./RecentWithdrawals";
import { moneyHref } from "./pay-paths";
import { usePaySettings } from "./use-pay-settings";

// A visit shows one of the two forms: each loads on its own, not both with the page. The tab's form
// starts loading with the page's settings (see PayScreen's effect), so it is ready when they are.
const loadRechargeForm = () => import("./RechargeForm").then((module) => module.RechargeForm);
const loadWithdrawForm = () => import("./WithdrawForm").then((module) => module.WithdrawForm);
const RechargeForm = dynamic(loadRechargeForm, { ssr: false, loading: () => <PaySkeleton /> });
const WithdrawForm = dynamic(loadWithdrawForm, { ssr: false, loading: () => <PaySkeleton /> });

export interface PayScreenProps {
  locale: Locale;
  kind: PayKind;
  /** The player's first data as the server read it with their login cookies (none for a guest). */
  first?: PlayerFirst<PayFirst> | null;
}

export function PayScreen({ locale, kind, first }: PayScreenProps) {
  const server = usePlayerFirst(first);
  const signedIn = server.signedIn;
  useEffect(() => {
    // Only a head start: a failure is left to the form's own load, which reports it.
    if (signedIn) (kind === "recharge" ? loadRechargeForm() : loadWithdrawForm()).catch(() => undefined);
  }, [signedIn, kind]);
  return signedIn ? <PlayerPay locale={locale} kind={kind} server={server} /> : null;
}

/** Mounted for a player: the one the session knows, or the one the server rendered for (their first data in hand). */
function PlayerPay({ locale, kind, server }: { locale: Locale; kind: PayKind; server: PlayerAnswers<PayFirst> }) {
  const { t } = useLingui();
  const router = useRouter();
  const settings = usePaySettings({ conf: server.answer(server.data?.conf), country: server.answer(server.data?.country) });

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
      {kind === "withdraw" ? <RecentWithdrawals locale={locale} first={server.answer(server.data?.recentWithdrawals)} /> : null}
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
