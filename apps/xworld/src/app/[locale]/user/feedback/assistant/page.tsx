import { msg } from "@lingui/core/macro";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { XworldAssistant } from "@/features/feedback/XworldAssistant";
import { APP_SCOPES, enterLocale } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Ask the assistant`) };
}

/** The AI assistant's page, reached from the feedback screens (open to guests, like them). */
export default async function AssistantPage({ params }: Props) {
  return <XworldAssistant locale={await enterLocale(params)} />;
}
