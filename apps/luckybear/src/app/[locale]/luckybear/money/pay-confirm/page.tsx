import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { PayConfirmScreen } from "@/features/pay/PayConfirmScreen";
import { readOrderId, type SearchParams } from "@/features/pay/pay-paths";
import { APP_SCOPES, enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Confirm payment`) };
}

/** An order (?order_id=) and how to pay it; login-required. */
export default async function PayConfirmPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  return <PayConfirmScreen locale={locale} orderId={readOrderId(await searchParams)} />;
}
