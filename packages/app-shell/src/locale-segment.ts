import { type Messages, setupI18n } from "@lingui/core";
import { isLocale, type Locale } from "@repo/i18n/locales";
import { setI18n } from "@lingui/react/server";
import { notFound } from "next/navigation";
import { cache } from "react";

/**
 * Every page and layout under app/[locale] starts with this: validates the locale segment (an unknown
 * one is a 404) and makes Lingui render this request's server components with the app's messages.
 * `messagesFor` is cached per request, so the layout and the page share one load.
 */
export async function enterLocale(params: Promise<{ locale: string }>, messagesFor: (locale: Locale) => Promise<Messages>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setI18n(await i18nFor(locale, messagesFor));
  return locale;
}

/**
 * `enterLocale` and a page's server data side by side: a backend that stalls costs the page one
 * deadline, not the page texts' deadline and then the data's. The data's failure is returned, not thrown,
 * so the page can render its "could not load" state.
 */
export async function enterLocaleLoading<T>(
  params: Promise<{ locale: string }>,
  messagesFor: (locale: Locale) => Promise<Messages>,
  load: (locale: Locale) => Promise<T>,
): Promise<{ locale: Locale; data: PromiseSettledResult<T> }> {
  const { locale: segment } = await params;
  if (!isLocale(segment)) notFound();
  const [locale, data] = await Promise.all([enterLocale(params, messagesFor), settle(load(segment))]);
  return { locale, data };
}

/**
 * `enterLocaleLoading` for a page whose server data is optional: what the server fetched for a client
 * screen to start from (`first`), each part of it null when its call failed, so the screen asks for
 * that part from the browser. A loader that throws anyway is a bug: logged, and the screen asks for all.
 */
export async function enterLocaleWithFirst<T>(
  params: Promise<{ locale: string }>,
  messagesFor: (locale: Locale) => Promise<Messages>,
  load: (locale: Locale) => Promise<T>,
): Promise<{ locale: Locale; first: T | undefined }> {
  const { locale, data } = await enterLocaleLoading(params, messagesFor, load);
  if (data.status === "rejected") console.error("[server data] the page's first data could not load", data.reason);
  return { locale, first: data.status === "fulfilled" ? data.value : undefined };
}

function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  return promise.then(
    (value) => ({ status: "fulfilled", value }),
    (reason: unknown) => ({ status: "rejected", reason }),
  );
}

const i18nFor = cache(async (locale: Locale, messagesFor: (locale: Locale) => Promise<Messages>) =>
  setupI18n({ locale, messages: { [locale]: await messagesFor(locale) } }),
);
