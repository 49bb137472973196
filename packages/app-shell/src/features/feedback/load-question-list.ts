// The feedback screens' questions (get_qlist) read on the server, as the player the login cookies name or
// as a guest (user_id 0 where the call's contract lets a guest ask: faq-access.ts).
import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import { aiChatEndpoints } from "@repo/api-client/endpoints/ai-chat";
import type { FaqItem } from "./ui/FaqAccordion";

/** The questions as the server read them (null: not read, or the read failed; the browser then asks). */
export interface QuestionListFirst {
  questions: readonly FaqItem[] | null;
}

export async function loadQuestionList(api: ApiClient, userId: number | null): Promise<QuestionListFirst> {
  const questionList = aiChatEndpoints.getQuestionList;
  // A guest where the call needs a login: the browser's section asks them to sign in.
  if (userId === null && questionList.auth) return { questions: null };
  const answer = await api.call(questionList, { user_id: userId ?? 0 }).catch(() => null);
  return { questions: answer?.list ?? null };
}
