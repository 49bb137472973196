// The two feedback screens the floating ball leads to: /user/feedback (questions and contact support)
// and /user/feedback/v2 (the same, introduced by the AI support agent), for either brand, rendered on the
// server: the frame, the way to the assistant and the questions the server read for the viewer
// (ServerFaqSection) have no client code; "Contact support" is the brand's button part (`contact`), the
// agent's card and topics parts of their own, all loaded after start. The assistant's page is
// AssistantScreen, a client screen of its own module (this one imports no client code it does not render:
// a server module's client imports all load with its route).
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import type { ReactNode } from "react";
import Link from "../../link/Link";
import type { ViewerFirst } from "../../player-first";
import type { QuestionListFirst } from "./load-question-list";
import { AgentCardPart, AgentTopicsPart } from "./ui/AgentParts";
import { ContactSupportCard } from "./ui/ContactSupportCard";
import { FeedbackFrame } from "./ui/FeedbackFrame";
import { ServerFaqSection } from "./ui/ServerFaqSection";
import { RowChevron } from "@repo/ui/row-chevron";

export type { FeedbackBrandAdapter, SupportBotInfo } from "./brand-adapter";

/** What the feedback pages give the brand's screen: the questions the server read for the viewer. */
export interface FeedbackPageProps {
  locale: Locale;
  questions: ViewerFirst<QuestionListFirst> | null;
}

export interface FeedbackScreenProps extends FeedbackPageProps {
  /** The brand's home page, where "back" leads when the page was opened directly. */
  homeHref: string;
  /** The brand's assistant page (`adapter.assistantPath`), if any. */
  assistantPath?: string;
  /** "Contact support"'s button: the brand's ContactSupportButton part. */
  contact: ReactNode;
}

export function FeedbackScreen({ locale, questions, homeHref, assistantPath, contact }: FeedbackScreenProps) {
  const { t } = useLingui();
  return (
    <FeedbackFrame title={t`Help and feedback`} homeHref={homeHref}>
      <AssistantEntry assistantPath={assistantPath} locale={locale} />
      <ServerFaqSection locale={locale} first={questions} />
      <ContactSupportCard button={contact} />
    </FeedbackFrame>
  );
}

// Spec: not shown — a conversation with the AI agent. The spec names get_info and get_products but no
// call that sends a message or returns a reply, so this screen holds no chat: the agent introduces
// itself, lists what it can help with and the common questions, and "Contact support" reaches a person.
export function FeedbackV2Screen({ locale, questions, homeHref, assistantPath, contact, agentId }: FeedbackScreenProps & { agentId: number }) {
  const { t } = useLingui();
  return (
    <FeedbackFrame title={t`Support`} homeHref={homeHref}>
      <AgentCardPart agentId={agentId} />
      <AssistantEntry assistantPath={assistantPath} locale={locale} />
      <AgentTopicsPart agentId={agentId} />
      <ServerFaqSection locale={locale} first={questions} />
      <ContactSupportCard button={contact} />
    </FeedbackFrame>
  );
}

function AssistantEntry({ assistantPath, locale }: { assistantPath: string | undefined; locale: Locale }) {
  if (!assistantPath) return null;
  return (
    <Link
      href={withLocale(assistantPath, locale)}
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
      <RowChevron />
    </Link>
  );
}
