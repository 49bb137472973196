import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { LuckybearFeedbackV2 } from "@/features/feedback/FeedbackScreens";
import { APP_SCOPES, enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Support`) };
}

/** The newer feedback screen (the ball leads here when feedback_v2 is on): the AI support agent. */
export default async function FeedbackV2Page({ params }: Props) {
  const locale = await enterLocale(params);
  return <LuckybearFeedbackV2 locale={locale} />;
}
