// The route files of the pvp pages: titles, read on the server in the page's language.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { APP_SCOPES, enterLocale } from "@/platform/app";

const TITLES = {
  lobby: msg`PvP matches`,
  detail: msg`PvP match`,
  admin: msg`Host matches`,
} satisfies Record<string, MessageDescriptor>;

export async function pvpMetadata(params: Promise<{ locale: string }>, page: keyof typeof TITLES): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(TITLES[page]) };
}
