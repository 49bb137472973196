// xworld's side of the shared feedback screens.
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import type { FeedbackBrandAdapter } from "@repo/app-shell/features/feedback/FeedbackScreens";

export const xworldFeedback: FeedbackBrandAdapter = {
  supportBot: userReadEndpoints.getMyCsBot,
  // Spec: not shown — the default support bot's address (the spec says one exists). Choice: the
  // xworld support bot that getMyCsBot answers with.
  defaultSupportBot: "https://t.me/xworld_cs_bot",
  // Spec: not shown — which AI agent xworld shows. Choice: agent 1, the general assistant.
  aiAgentId: 1,
  // Spec: not shown — where the assistant lives. Choice: beside the feedback screens it is reached from.
  assistantPath: "/user/feedback/assistant",
};
