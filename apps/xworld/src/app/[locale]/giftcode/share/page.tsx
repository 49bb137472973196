import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { GiftCodeShareScreen } from "@/features/giftcode/GiftCodeShareScreen";
import { giftCodeFromLink } from "@/features/giftcode/gift-code-rules";
import { firstParam, type SearchParams } from "@/features/task/task-query";
import { APP_SCOPES, enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Gift codes`) };
}

/** A shared gift code (?code=), or the gift code campaign; always allowed, open to guests. */
export default async function GiftCodeSharePage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  const code = giftCodeFromLink(firstParam(await searchParams, "code"));
  return <GiftCodeShareScreen locale={locale} code={code} />;
}
