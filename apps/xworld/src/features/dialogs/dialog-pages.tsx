// The dialog routes' titles and query (server side).
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { APP_SCOPES, enterLocale } from "@/platform/app";
import { readCoinParam, type SearchParams } from "../wallet/wallet-paths";

export type DialogRouteProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const TITLES = { recharge: msg`Recharge`, exchange: msg`Exchange`, popup: msg`Message` } satisfies Record<string, MessageDescriptor>;

export async function dialogMetadata(params: Promise<{ locale: string }>, page: keyof typeof TITLES): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(TITLES[page]) };
}

/** The exchange dialog's coins (?from=&to=), as the exchange page reads them. */
export async function exchangePair(searchParams: Promise<SearchParams>) {
  const search = await searchParams;
  return { from: readCoinParam(search, "from"), to: readCoinParam(search, "to") };
}
