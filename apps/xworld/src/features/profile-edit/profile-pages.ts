// The page titles of the profile's own pages (server side, translated).
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { APP_SCOPES, enterLocale } from "@/platform/app";

const TITLES = {
  edit: msg`Edit profile`,
  name: msg`Your name`,
  avatar: msg`Your avatar`,
  bio: msg`Your bio`,
  select: msg`Games on your profile`,
  addProduct: msg`Add a game`,
} satisfies Record<string, MessageDescriptor>;

export async function profileMetadata(params: Promise<{ locale: string }>, page: keyof typeof TITLES): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(TITLES[page]) };
}
