// The shared assistant page with xworld's side (its agent, "Contact support"'s button part), rendered on the
// server from what it read for the viewer.
import { AssistantScreen } from "@repo/app-shell/features/feedback/AssistantScreen";
import type { AssistantFirst } from "@repo/app-shell/features/feedback/load-assistant";
import type { ViewerFirst } from "@repo/app-shell/player-first";
import type { Locale } from "@repo/i18n/locales";
import { XworldContactSupportPart } from "./XworldContactSupportPart";
import { xworldFeedback } from "./xworld-feedback";

// Opened directly, back leads to the feedback screen it belongs to.
export const XworldAssistant = ({ locale, first }: { locale: Locale; first: ViewerFirst<AssistantFirst> | null }) => (
  <AssistantScreen locale={locale} homeHref={`/${locale}/user/feedback`} agentId={xworldFeedback.aiAgentId} first={first} contact={<XworldContactSupportPart />} />
);
