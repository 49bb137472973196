"use client";
// The two feedback screens the floating ball leads to: /user/feedback (questions and contact support)
// and /user/feedback/v2 (the same, introduced by the AI support agent), for either brand's adapter.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import type { FeedbackBrandAdapter } from "./brand-adapter";
import { AgentCard } from "./ui/AgentCard";
import { AgentTopics } from "./ui/AgentTopics";
import { ContactSupport } from "./ui/ContactSupport";
import { FaqSection } from "./ui/FaqSection";
import { FeedbackFrame } from "./ui/FeedbackFrame";

export type { FeedbackBrandAdapter, SupportBotInfo } from "./brand-adapter";

export interface FeedbackScreenProps {
  adapter: FeedbackBrandAdapter;
  locale: Locale;
  /** The brand's home page, where "back" leads when the page was opened directly. */
  homeHref: string;
}

export function FeedbackScreen({ adapter, locale, homeHref }: FeedbackScreenProps) {
  const { t } = useLingui();
  return (
    <FeedbackFrame title={t`Help and feedback`} homeHref={homeHref}>
      <FaqSection locale={locale} />
      <ContactSupport adapter={adapter} />
    </FeedbackFrame>
  );
}

// Spec: not shown — a conversation with the AI agent. The spec names get_info and get_products but no
// call that sends a message or returns a reply, so this screen holds no chat: the agent introduces
// itself, lists what it can help with and the common questions, and "Contact support" reaches a person.
export function FeedbackV2Screen({ adapter, locale, homeHref }: FeedbackScreenProps) {
  const { t } = useLingui();
  return (
    <FeedbackFrame title={t`Support`} homeHref={homeHref}>
      <AgentCard agentId={adapter.aiAgentId} />
      <AgentTopics agentId={adapter.aiAgentId} />
      <FaqSection locale={locale} />
      <ContactSupport adapter={adapter} />
    </FeedbackFrame>
  );
}
