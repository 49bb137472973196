// AI chat service: agents, what each can help with, the customer-service questions.
import { assetPath } from "../assets";
import { aiChatEndpoints as aiChat } from "@repo/api-client/endpoints/ai-chat";
import { DEV_CODES, fail } from "../envelope";
import { type Route, serve } from "../serve";
import type { DevState } from "../state";

interface Topic {
  product_id: number;
  name: string;
  icon: string;
  description: string;
}

const topic = (product_id: number, name: string, description: string): Topic => ({
  product_id,
  name,
  description,
  icon: assetPath("agent-topics", product_id),
});

/**
 * Agents and what each can help with (get_products). Agent 1 is xworld's general assistant, agent 2
 * suggests tasks (its "products" are the games behind the task list), agent 3 is the casino's helper.
 */
const AGENTS: { aiagent_id: number; name: string; greeting: string; description: string; topics: (state: DevState) => Topic[] }[] = [
  {
    aiagent_id: 1,
    name: "Bear Assistant",
    greeting: "Hi! Ask me anything about xworld.",
    description: "Answers questions about tasks, the wallet and games.",
    topics: () => [
      topic(901, "Wallet and withdrawals", "Balances, coins, withdrawal times and fees."),
      topic(902, "Tasks and rewards", "Starting a task, deadlines, when a reward is paid."),
      topic(903, "Sign-in and account", "Codes that do not arrive, linking a phone, a new device."),
      topic(904, "Games", "A game that will not open or did not count your play."),
    ],
  },
  {
    aiagent_id: 2,
    name: "Task Guide",
    greeting: "Looking for a task? I can help.",
    description: "Suggests tasks that fit your level.",
    topics: (state) =>
      state.tasks
        .filter((task) => task.productId % 2 === 0)
        .slice(0, 5)
        .map((task) => ({ product_id: task.productId, name: task.title, icon: task.icon, description: task.short_desc })),
  },
  {
    aiagent_id: 3,
    name: "Lucky Bear Helper",
    greeting: "Hi! I know the casino inside out. What can I do for you?",
    description: "Deposits, withdrawals, spins, lotteries and VIP rewards.",
    topics: () => [
      topic(911, "Deposits", "Payment methods, a deposit that has not arrived."),
      topic(912, "Withdrawals", "Limits, processing times, locked balances."),
      topic(913, "Spins and lotteries", "Free spins, the daily lottery, prizes."),
      topic(914, "VIP rewards", "Levels, weekly rewards and how to claim them."),
    ],
  },
];

const QUESTIONS = [
  { id: 1, question: "How do I withdraw?", answer: "Open the wallet, choose a coin and tap Withdraw." },
  { id: 2, question: "When is a task reward paid?", answer: "Within 24 hours after the task is checked." },
  { id: 3, question: "I did not get my code", answer: "Wait 60 seconds and ask for a new one, or contact support." },
  {
    id: 4,
    question: "My deposit has not arrived",
    answer:
      "Most deposits arrive within 5 minutes.\nIf yours takes longer, keep the payment receipt and contact support with the order number.",
  },
  {
    id: 5,
    question: "Can I use my account on another phone?",
    answer: "Yes. Sign in with the same phone number or e-mail; your balances and tasks follow your account.",
  },
  {
    id: 6,
    question: "Why is my withdrawal on hold?",
    answer: "A first withdrawal or an unusually large one is checked by hand. This usually takes less than a day.",
  },
];

const agentOf = (id: number) => AGENTS.find((agent) => agent.aiagent_id === id) ?? fail(DEV_CODES.NOT_FOUND, "No such agent");

export const aiChatRoutes: Route[] = [
  serve(aiChat.getProducts, ({ aiagent_id }, { state }) => ({ list: agentOf(aiagent_id).topics(state) })),
  serve(aiChat.getInfo, ({ aiagent_id }) => {
    const { topics: _topics, ...agent } = agentOf(aiagent_id);
    return { ...agent, avatar: assetPath("agents", agent.aiagent_id) };
  }),
  serve(aiChat.getQuestionList, ({ user_id }, { user }) => {
    // A guest asks with user_id 0.
    if (user_id !== (user?.user_id ?? 0)) fail(DEV_CODES.INVALID_PARAMS, "user_id is not the logged-in user", { user_id: ["Not the logged-in user"] });
    return { list: QUESTIONS };
  }),
];
