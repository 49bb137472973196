import { msg } from "@lingui/core/macro";
import { giftCodeFromLink } from "@repo/app-shell/features/giftcode/gift-code-check";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { GiftCodeScreen } from "@/features/giftcode/GiftCodeScreen";
import { APP_SCOPES, enterLocale, enterLocaleAsSignedIn } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ code?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Gift code`) };
}

/** Redeem a gift code (login-required by the route rules); ?code= fills the form in. */
export default async function GiftCodePage({ params, searchParams }: Props) {
  const { locale, first } = await enterLocaleAsSignedIn(params);
  const { code } = await searchParams;
  return <GiftCodeScreen locale={locale} initialCode={giftCodeFromLink(typeof code === "string" ? code : null)} first={first} />;
}
