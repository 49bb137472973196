import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import { queryValue, type SearchParams } from "@repo/app-shell/features/auth/query";
import type { Metadata } from "next";
import { authConfig } from "@/features/auth/auth-config";
import { LuckybearOAuthCallback } from "@/features/auth/AuthScreens";
import { APP_SCOPES, enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Signing in`), robots: { index: false } };
}

/** Where the sign-in providers send the player back (renders before app start: spec section 2). */
export default async function OAuthCallbackPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  const query = await searchParams;
  const fields = ["code", "state", "provider", "error"] as const;
  const callback = Object.fromEntries(fields.map((name) => [name, queryValue(query, name) ?? undefined]));
  return <LuckybearOAuthCallback locale={locale} config={authConfig()} query={callback} />;
}
