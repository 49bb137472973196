// The shared feedback screens with xworld's side: rendered on the server (the questions the server read
// for the viewer), "Contact support"'s button a part with xworld's adapter (XworldContactSupportPart).
import { type FeedbackPageProps, FeedbackScreen, FeedbackV2Screen } from "@repo/app-shell/features/feedback/FeedbackScreens";
import { XworldContactSupportPart } from "./XworldContactSupportPart";
import { xworldFeedback } from "./xworld-feedback";

export const XworldFeedback = ({ locale, questions }: FeedbackPageProps) => (
  <FeedbackScreen locale={locale} questions={questions} homeHref={`/${locale}`} assistantPath={xworldFeedback.assistantPath} contact={<XworldContactSupportPart />} />
);
export const XworldFeedbackV2 = ({ locale, questions }: FeedbackPageProps) => (
  <FeedbackV2Screen
    locale={locale}
    questions={questions}
    homeHref={`/${locale}`}
    assistantPath={xworldFeedback.assistantPath}
    agentId={xworldFeedback.aiAgentId}
    contact={<XworldContactSupportPart />}
  />
);
