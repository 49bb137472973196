// The route files of the Sud game pages: titles, read on the server in the page's language.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { APP_SCOPES, enterLocale } from "@/platform/app";

const TITLES = {
  list: msg`Party games`,
  game: msg`Party game`,
} satisfies Record<string, MessageDescriptor>;

export async function sudMetadata(params: Promise<{ locale: string }>, page: keyof typeof TITLES): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(TITLES[page]) };
}
