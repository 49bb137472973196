// What differs between the brands' feedback screens: where the player's support bot comes from, the
// default bot when that call cannot answer, and which AI support agent the newer screen shows.
import type { Endpoint } from "@repo/api-client/endpoint";

/** The support bot info of spec section 3. */
export interface SupportBotInfo {
  bot_link: string;
}

export interface FeedbackBrandAdapter {
  /** The player's own support bot: xworld `getMyCsBot`, luckybear `my_cs_bot` (both need a login). */
  supportBot: Endpoint<Record<string, never>, SupportBotInfo>;
  /**
   * The default support bot's address without a start parameter (`https://t.me/<bot>`), used when
   * the player is signed out or their bot could not be read.
   */
  defaultSupportBot: string;
  /** The AI support agent of the newer screen (`aiagent_id` of get_info and get_products). */
  aiAgentId: number;
  /**
   * The brand's assistant page (path without the locale, e.g. "/user/feedback/assistant"); the
   * feedback screens lead there when it is set.
   */
  assistantPath?: string;
}
