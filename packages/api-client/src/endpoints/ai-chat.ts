// AI chat service (spec section 7, "AI chat (POST)").
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";

export const aiChatEndpoints = {
  getProducts: defineEndpoint({
    service: "ai-chat",
    method: "POST",
    path: "/api/aiagent/get_products",
    auth: false,
    idempotent: true,
    request: z.object({ aiagent_id: z.number() }),
    response: z.object({
      list: z.array(z.object({ product_id: z.number(), name: z.string(), icon: z.string(), description: z.string() })),
    }),
  }),
  getInfo: defineEndpoint({
    service: "ai-chat",
    method: "POST",
    path: "/api/aiagent/get_info",
    auth: false,
    idempotent: true,
    request: z.object({ aiagent_id: z.number() }),
    response: z.object({
      aiagent_id: z.number(),
      name: z.string(),
      avatar: z.string(),
      greeting: z.string(),
      description: z.string(),
    }),
  }),
  /** The customer-service question list; guests read it too (user_id 0). */
  getQuestionList: defineEndpoint({
    service: "ai-chat",
    method: "POST",
    path: "/api/cs/get_qlist",
    // Spec: not shown — whether guests may read the FAQ. Choice: yes, a help page must help before login.
    auth: false,
    idempotent: true,
    request: z.object({ user_id: z.number() }),
    response: z.object({ list: z.array(z.object({ id: z.number(), question: z.string(), answer: z.string() })) }),
  }),
};
