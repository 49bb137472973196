"use client";
import { aiChatEndpoints } from "@repo/api-client/endpoints/ai-chat";
import { useApiQuery } from "@repo/api-client/react";
import { useIsLoggedIn, useSession } from "@repo/session/react/hooks";
import { faqAccess } from "./faq-access";

/**
 * The customer-service question list (get_qlist) of the player, or of a guest (user_id 0) when the
 * call's contract lets a guest ask. Guests are never sent to a call that needs a login: its 1004
 * answer would sign out, and in the mini app reload the page.
 */
export function useQuestionList() {
  const questionList = aiChatEndpoints.getQuestionList;
  const session = useSession();
  const loggedIn = useIsLoggedIn();
  const access = faqAccess({ loggedIn, sessionKnown: session.hasLogin || session.hasInit, callNeedsLogin: questionList.auth });
  const query = useApiQuery(questionList, { user_id: loggedIn ? (session.userId ?? 0) : 0 }, { enabled: access === "read" });
  return { access, query };
}
