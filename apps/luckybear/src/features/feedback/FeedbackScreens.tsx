// The shared feedback screens with luckybear's side: rendered on the server (the questions the server read
// for the viewer), "Contact support"'s button a part with luckybear's adapter (LuckybearContactSupportPart).
import { type FeedbackPageProps, FeedbackScreen, FeedbackV2Screen } from "@repo/app-shell/features/feedback/FeedbackScreens";
import type { Locale } from "@repo/i18n/locales";
import { LuckybearContactSupportPart } from "./LuckybearContactSupportPart";
import { luckybearFeedback } from "./luckybear-feedback";

const home = (locale: Locale) => `/${locale}/luckybear`;

export const LuckybearFeedback = ({ locale, questions }: FeedbackPageProps) => (
  <FeedbackScreen locale={locale} questions={questions} homeHref={home(locale)} assistantPath={luckybearFeedback.assistantPath} contact={<LuckybearContactSupportPart />} />
);
export const LuckybearFeedbackV2 = ({ locale, questions }: FeedbackPageProps) => (
  <FeedbackV2Screen
    locale={locale}
    questions={questions}
    homeHref={home(locale)}
    assistantPath={luckybearFeedback.assistantPath}
    agentId={luckybearFeedback.aiAgentId}
    contact={<LuckybearContactSupportPart />}
  />
);
