import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { loadPay } from "@/features/pay/load-pay";
import { PayScreen } from "@/features/pay/PayScreen";
import { readPayKind, type SearchParams } from "@/features/pay/pay-paths";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: readPayKind(await searchParams) === "withdraw" ? i18n._(msg`Withdraw`) : i18n._(msg`Recharge`) };
}

/** Recharge (?type=recharge, the default) or withdraw (?type=withdraw); login-required. */
export default async function PayPage({ params, searchParams }: Props) {
  const kind = readPayKind(await searchParams);
  const { locale, first } = await enterLocaleAsPlayer(params, (api) => loadPay(api, kind));
  return <PayScreen locale={locale} kind={kind} first={first} />;
}
