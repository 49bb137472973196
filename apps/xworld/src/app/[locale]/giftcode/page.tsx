import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { GiftCodeScreen } from "@/features/giftcode/GiftCodeScreen";
import { giftCodeFromLink } from "@/features/giftcode/gift-code-rules";
import { firstParam, type SearchParams } from "@/features/task/task-query";
import { APP_SCOPES, enterLocale, enterLocaleAsSignedIn } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Gift code`) };
}

/** Redeem a gift code (login-required; ?code= fills the form in). */
export default async function GiftCodePage({ params, searchParams }: Props) {
  const { locale, first } = await enterLocaleAsSignedIn(params);
  const code = giftCodeFromLink(firstParam(await searchParams, "code"));
  return <GiftCodeScreen locale={locale} initialCode={code} first={first} />;
}
