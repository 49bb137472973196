import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { SplashScreen } from "@/features/splash/SplashScreen";
import { APP_SCOPES, enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Welcome`) };
}

/** The first-run landing (renders before app start; always allowed). */
export default async function SplashPage({ params }: Props) {
  const locale = await enterLocale(params);
  return <SplashScreen locale={locale} />;
}
