// The assistant page's reads on the server: the agent's introduction and topics (the AI service, public)
// and the support questions as the viewer the login cookies name, or a guest (loadQuestionList). Each read
// fails on its own: a failed one is null and that part is read by the browser.
import "server-only";
import type { ApiClient } from "@repo/api-client/client";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { aiChatEndpoints } from "@repo/api-client/endpoints/ai-chat";
import { loadQuestionList, type QuestionListFirst } from "./load-question-list";

export type AgentInfo = ResponseOf<typeof aiChatEndpoints.getInfo>;
export type AgentTopic = ResponseOf<typeof aiChatEndpoints.getProducts>["list"][number];

export interface AssistantFirst extends QuestionListFirst {
  agent: AgentInfo | null;
  topics: readonly AgentTopic[] | null;
}

export async function loadAssistant(api: ApiClient, userId: number | null, agentId: number): Promise<AssistantFirst> {
  const [agent, topics, questions] = await Promise.all([
    api.call(aiChatEndpoints.getInfo, { aiagent_id: agentId }).catch(() => null),
    api.call(aiChatEndpoints.getProducts, { aiagent_id: agentId }).then(
      (answer) => answer.list,
      () => null,
    ),
    loadQuestionList(api, userId),
  ]);
  return { agent, topics, ...questions };
}
