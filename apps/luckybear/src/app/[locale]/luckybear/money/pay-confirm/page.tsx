import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { loadPayConfirm } from "@/features/pay/load-pay-confirm";
import { PayConfirmScreen } from "@/features/pay/PayConfirmScreen";
import { readOrderId, type SearchParams } from "@/features/pay/pay-paths";
import { APP_SCOPES, enterLocale, enterLocaleAsPlayer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Confirm payment`) };
}

/** An order (?order_id=) and how to pay it; login-required. */
export default async function PayConfirmPage({ params, searchParams }: Props) {
  const orderId = readOrderId(await searchParams);
  const { locale, first } = await enterLocaleAsPlayer(params, async (api) => (orderId === null ? null : loadPayConfirm(api, orderId)));
  return <PayConfirmScreen locale={locale} orderId={orderId} first={first} />;
}
