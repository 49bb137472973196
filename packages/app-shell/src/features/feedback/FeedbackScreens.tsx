"use client";
// The two feedback screens the floating ball leads to: /user/feedback (questions and contact support)
// and /user/feedback/v2 (the same, introduced by the AI support agent), for either brand's adapter.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "../../link/Link";
import type { FeedbackBrandAdapter } from "./brand-adapter";
import { AgentCard } from "./ui/AgentCard";
import { AgentTopics } from "./ui/AgentTopics";
import { AssistantIntro } from "./ui/AssistantIntro";
import { ContactSupport } from "./ui/ContactSupport";
import { FaqSection } from "./ui/FaqSection";
import { FeedbackFrame } from "./ui/FeedbackFrame";
import { QuestionSearch } from "./ui/QuestionSearch";

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
      <AssistantEntry adapter={adapter} locale={locale} />
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
      <AssistantEntry adapter={adapter} locale={locale} />
      <AgentTopics agentId={adapter.aiAgentId} />
      <FaqSection locale={locale} />
      <ContactSupport adapter={adapter} />
    </FeedbackFrame>
  );
}

/**
 * The assistant page (the brand's `assistantPath`): the agent's introduction (get_info), what it helps
 * with (get_products), the support questions with a search (get_qlist), and a person through the
 * support bot. Each part is readable when the AI service fails: our own words, an error with Retry,
 * and the support bot's link, which never depends on that service.
 */
export function AssistantScreen({ adapter, locale, homeHref }: FeedbackScreenProps) {
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

function AssistantEntry({ adapter, locale }: { adapter: FeedbackBrandAdapter; locale: Locale }) {
  if (!adapter.assistantPath) return null;
  return (
    <Link
      href={withLocale(adapter.assistantPath, locale)}
      className="flex items-center gap-12 rounded-16 bg-surface-raised p-16 text-text shadow-card active:bg-surface-sunken"
    >
      <span aria-hidden="true" className="flex size-40 shrink-0 items-center justify-center rounded-full bg-primary text-20 text-primary-contrast">
        ?
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-15 font-semibold">
          <Trans>Ask the assistant</Trans>
        </span>
        <span className="text-13 text-text-muted">
          <Trans>Search the answers, or reach a person.</Trans>
        </span>
      </span>
      <span aria-hidden="true" className="text-18 text-text-muted">
        ›
      </span>
    </Link>
  );
}
