// AI chat service: agents, their products, the customer-service questions.
import { assetPath } from "../assets";
import { aiChatEndpoints as aiChat } from "@repo/api-client/endpoints/ai-chat";
import { DEV_CODES, fail } from "../envelope";
import { type Route, serve } from "../serve";

const AGENTS = [
  { aiagent_id: 1, name: "Bear Assistant", greeting: "Hi! Ask me anything about xworld.", description: "Answers questions about tasks, the wallet and games." },
  { aiagent_id: 2, name: "Task Guide", greeting: "Looking for a task? I can help.", description: "Suggests tasks that fit your level." },
].map((agent) => ({ ...agent, avatar: assetPath("agents", agent.aiagent_id) }));

const QUESTIONS = [
  { id: 1, question: "How do I withdraw?", answer: "Open the wallet, choose a coin and tap Withdraw." },
  { id: 2, question: "When is a task reward paid?", answer: "Within 24 hours after the task is checked." },
  { id: 3, question: "I did not get my code", answer: "Wait 60 seconds and ask for a new one, or contact support." },
];

const agentOf = (id: number) => AGENTS.find((agent) => agent.aiagent_id === id) ?? fail(DEV_CODES.NOT_FOUND, "No such agent");

export const aiChatRoutes: Route[] = [
  serve(aiChat.getProducts, ({ aiagent_id }, { state }) => {
    agentOf(aiagent_id);
    return {
      list: state.tasks
        .filter((task) => task.productId % AGENTS.length === aiagent_id % AGENTS.length)
        .slice(0, 5)
        .map((task) => ({ product_id: task.productId, name: task.title, icon: task.icon, description: task.short_desc })),
    };
  }),
  serve(aiChat.getInfo, ({ aiagent_id }) => agentOf(aiagent_id)),
  serve(aiChat.getQuestionList, ({ user_id }, { me }) => {
    if (user_id !== me().user_id) fail(DEV_CODES.INVALID_PARAMS, "user_id is not the logged-in user", { user_id: ["Not the logged-in user"] });
    return { list: QUESTIONS };
  }),
];
