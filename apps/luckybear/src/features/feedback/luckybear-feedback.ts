// luckybear's side of the shared feedback screens: the casino has its own support bot call.
import { luckyBearLobbyEndpoints } from "@repo/api-client/endpoints/lucky-bear/lobby";
import type { FeedbackBrandAdapter } from "@repo/app-shell/features/feedback/FeedbackScreens";

export const luckybearFeedback: FeedbackBrandAdapter = {
  supportBot: luckyBearLobbyEndpoints.myCsBot,
  // Spec: not shown — the default support bot's address (the spec says one exists). Choice: a
  // luckybear support bot of the same form as xworld's.
  defaultSupportBot: "https://t.me/luckybear_cs_bot",
  // Spec: not shown — which AI agent luckybear shows. Choice: agent 3, the casino's helper.
  aiAgentId: 3,
};
