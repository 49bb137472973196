// The page titles of the payment routes (server side, translated).
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { APP_SCOPES, enterLocale } from "@/platform/app";
import type { SearchParams } from "../wallet/wallet-paths";

export type PaymentRouteProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const TITLES = {
  methods: msg`Payment methods`,
  withdrawNew: msg`Withdraw to a payment method`,
  withdrawQuantity: msg`Withdraw a fixed amount`,
  chooseMethod: msg`Choose a payment method`,
} satisfies Record<string, MessageDescriptor>;

export async function paymentMetadata(params: Promise<{ locale: string }>, page: keyof typeof TITLES): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(TITLES[page]) };
}
