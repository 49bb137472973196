"use client";
import { useApiQuery } from "@repo/api-client/react";
import { useIsLoggedIn, useSessionValue } from "@repo/session/react/hooks";
import type { FeedbackBrandAdapter } from "./brand-adapter";
import { type SupportBotState, type SupportLink, supportLinkFor } from "./support-link";

const NO_INPUT: Record<string, never> = {};

/** The link "Contact support" opens: asked for as soon as the screen shows, so a tap opens it at once. */
export function useSupportLink(adapter: FeedbackBrandAdapter): SupportLink {
  const hasInit = useSessionValue("hasInit");
  const userId = useSessionValue("userId");
  const loggedIn = useIsLoggedIn();
  const bot = useApiQuery(adapter.supportBot, NO_INPUT, { enabled: loggedIn });
  const state: SupportBotState = loggedIn
    ? bot.isPending
      ? { status: "loading" }
      : bot.isError
        ? { status: "failed" }
        : { status: "loaded", botLink: bot.data.bot_link }
    : hasInit
      ? { status: "signed-out" }
      : { status: "unknown" };
  return supportLinkFor(state, { botUrl: adapter.defaultSupportBot, userId: loggedIn ? userId : null });
}
