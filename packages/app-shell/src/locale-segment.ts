import { isLocale, type Locale } from "@repo/i18n/locales";
import { initLingui } from "@repo/i18n/server";
import type { Scope } from "@repo/i18n/scopes";
import { notFound } from "next/navigation";

/**
 * Every page and layout under app/[locale] starts with this: validates the locale segment (an unknown
 * one is a 404) and makes Lingui render this request's server components in it.
 */
export async function enterLocale(params: Promise<{ locale: string }>, scopes: readonly Scope[]): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  await initLingui(locale, scopes);
  return locale;
}
