// The assistant page (the brand's `assistantPath`) for either brand, rendered on the server: the agent's
// introduction (get_info), the support questions with a search (get_qlist), what it helps with
// (get_products) and a person through the support bot. The server's reads (load-assistant.ts) are the HTML
// with no client code but the question search, a part loaded after start over the server's questions (its
// preview drawn by the server until then), and "Contact support"'s button (the brand's part, `contact`).
// Each part the server could not read is the browser's: the introduction (our own words when the AI service
// fails, with Try again), the topics (an error with Retry), and the questions, also for another login than
// the one the server read them for.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import type { ReactNode } from "react";
import type { ViewerFirst } from "../../player-first";
import { ServerPlayerContent } from "../../ServerPlayerContent";
import type { AssistantFirst } from "./load-assistant";
import { AgentCardView } from "./ui/AgentCardView";
import { AgentCardSkeleton, AgentTopicsSkeleton } from "./ui/AgentSkeletons";
import { AgentTopicsList } from "./ui/AgentTopicsList";
import { AgentTopicsFromBrowser, AssistantIntroFromBrowser, QuestionSearchFromBrowser, QuestionSearchPart } from "./ui/AssistantParts";
import { ContactSupportCard } from "./ui/ContactSupportCard";
import { FeedbackFrame } from "./ui/FeedbackFrame";
import { QuestionSearchPreview } from "./ui/QuestionSearchPreview";

export interface AssistantScreenProps {
  locale: Locale;
  /** The brand's feedback screen, where "back" leads when the page was opened directly. */
  homeHref: string;
  /** The brand's AI agent (`adapter.aiAgentId`). */
  agentId: number;
  /** What the server read for the viewer (null: nothing, every part is the browser's). */
  first: ViewerFirst<AssistantFirst> | null;
  /** "Contact support"'s button: the brand's ContactSupportButton part. */
  contact: ReactNode;
}

export function AssistantScreen({ locale, homeHref, agentId, first, contact }: AssistantScreenProps) {
  const { t } = useLingui();
  const read = first?.data;
  const questionsFromBrowser = <QuestionSearchFromBrowser locale={locale} placeholder={<QuestionSearchPreview />} />;
  return (
    <FeedbackFrame title={t`Ask the assistant`} homeHref={homeHref}>
      {read?.agent ? <AgentCardView agent={read.agent} /> : <AssistantIntroFromBrowser agentId={agentId} placeholder={<AgentCardSkeleton />} />}
      {first && read?.questions ? (
        <ServerPlayerContent player={first.userId} otherwise={questionsFromBrowser}>
          <QuestionSearchPart questions={read.questions} placeholder={<QuestionSearchPreview questions={read.questions} />} />
        </ServerPlayerContent>
      ) : (
        questionsFromBrowser
      )}
      {read?.topics ? <AgentTopicsList topics={read.topics} /> : <AgentTopicsFromBrowser agentId={agentId} placeholder={<AgentTopicsSkeleton />} />}
      <ContactSupportCard button={contact} />
    </FeedbackFrame>
  );
}
