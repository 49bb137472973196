// The route files of the bet boards: titles, read on the server in the page's language.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { APP_SCOPES, enterLocale } from "@/platform/app";

const TITLES = {
  win: msg`Tiger bet`,
  winHistory: msg`My bet history`,
  winMoney: msg`Tiger bet money`,
  inbet: msg`Inbet`,
  inbetMoney: msg`Inbet money`,
} satisfies Record<string, MessageDescriptor>;

export async function winMetadata(params: Promise<{ locale: string }>, page: keyof typeof TITLES): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(TITLES[page]) };
}
