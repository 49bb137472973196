import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import { pathWithQuery, queryValue, type SearchParams } from "@repo/app-shell/features/auth/query";
import type { Metadata } from "next";
import { authConfig } from "@/features/auth/auth-config";
import { LuckybearBindPhone } from "@/features/auth/AuthScreens";
import { APP_SCOPES, enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Bind phone number`) };
}

export default async function BindPhonePage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  const query = await searchParams;
  return (
    <LuckybearBindPhone
      locale={locale}
      config={authConfig()}
      backUrl={queryValue(query, "backUrl")}
      here={pathWithQuery(`/${locale}/user/bind-phone`, query)}
    />
  );
}
