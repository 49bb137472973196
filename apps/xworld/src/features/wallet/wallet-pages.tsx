// The route files of the wallet pages: read the locale and query on the server, render the client
// screen (the data needs the player's key).
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { APP_SCOPES, enterLocale } from "@/platform/app";
import type { SearchParams } from "./wallet-paths";

export type WalletRouteProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const TITLES = {
  wallet: msg`My wallet`,
  exchange: msg`Exchange`,
  gas: msg`Network fees`,
  withdraw: msg`Withdraw`,
  orders: msg`My orders`,
  recharge: msg`Recharge`,
} satisfies Record<string, MessageDescriptor>;

export async function walletMetadata(params: Promise<{ locale: string }>, page: keyof typeof TITLES): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(TITLES[page]) };
}
