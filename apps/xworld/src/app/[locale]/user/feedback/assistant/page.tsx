import { msg } from "@lingui/core/macro";
import { loadAssistant } from "@repo/app-shell/features/feedback/load-assistant";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import { XworldAssistant } from "@/features/feedback/XworldAssistant";
import { xworldFeedback } from "@/features/feedback/xworld-feedback";
import { APP_SCOPES, enterLocale, enterLocaleAsViewer } from "@/platform/app";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = await getI18n(await enterLocale(params), APP_SCOPES);
  return { title: i18n._(msg`Ask the assistant`) };
}

/** The AI assistant's page, reached from the feedback screens (open to guests, like them; read on the server as the cookies' player or a guest). */
export default async function AssistantPage({ params }: Props) {
  const { locale, first } = await enterLocaleAsViewer(params, (api, userId) => loadAssistant(api, userId, xworldFeedback.aiAgentId));
  return <XworldAssistant locale={locale} first={first ?? null} />;
}
