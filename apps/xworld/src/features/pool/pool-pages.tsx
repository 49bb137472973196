// The route files of the pool pages: titles for the browser tab, the id read from the address.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { APP_SCOPES, enterLocale } from "@/platform/app";

const TITLES = { pools: msg`Prize pools`, pool: msg`Prize pool` } satisfies Record<string, MessageDescriptor>;

export async function poolMetadata(params: Promise<{ locale: string }>, page: keyof typeof TITLES): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(TITLES[page]) };
}
