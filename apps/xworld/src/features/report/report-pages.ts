// The report page's title (server side, translated).
import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { APP_SCOPES, enterLocale } from "@/platform/app";

export async function reportMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Report`), robots: { index: false } };
}
