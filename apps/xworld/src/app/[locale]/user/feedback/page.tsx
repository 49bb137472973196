import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { XworldFeedback } from "@/features/feedback/FeedbackScreens";
import { APP_SCOPES, enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Help and feedback`) };
}

/** Where the feedback ball leads: common questions and the support bot (open to guests). */
export default async function FeedbackPage({ params }: Props) {
  const locale = await enterLocale(params);
  return <XworldFeedback locale={locale} />;
}
