"use client";
// The assistant's page for either brand's adapter (a client screen: the brand binds it in a client module).
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import type { FeedbackBrandAdapter } from "./brand-adapter";
import { AgentTopics } from "./ui/AgentTopics";
import { AssistantIntro } from "./ui/AssistantIntro";
import { ContactSupport } from "./ui/ContactSupport";
import { FeedbackFrame } from "./ui/FeedbackFrame";
import { QuestionSearch } from "./ui/QuestionSearch";

/**
 * The assistant page (the brand's `assistantPath`): the agent's introduction (get_info), what it helps
 * with (get_products), the support questions with a search (get_qlist), and a person through the
 * support bot. Each part is readable when the AI service fails: our own words, an error with Retry,
 * and the support bot's link, which never depends on that service.
 */
export function AssistantScreen({ adapter, locale, homeHref }: { adapter: FeedbackBrandAdapter; locale: Locale; homeHref: string }) {
  const { t } = useLingui();
  return (
    <FeedbackFrame title={t`Ask the assistant`} homeHref={homeHref}>
      <AssistantIntro agentId={adapter.aiAgentId} />
      <QuestionSearch locale={locale} />
      <AgentTopics agentId={adapter.aiAgentId} />
      <ContactSupport adapter={adapter} />
    </FeedbackFrame>
  );
}
