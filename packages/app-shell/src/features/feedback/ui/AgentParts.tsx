"use client";
// The AI agent's card and topics (the AI service's get_info and get_products, read by the browser) as parts
// loaded after start on the server-rendered feedback screen: their code stays out of its first load.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { AgentCardSkeleton, AgentTopicsSkeleton } from "./AgentSkeletons";

export const AgentCardPart = lazyPart(() => import("./AgentCard").then(({ AgentCard }) => AgentCard), <AgentCardSkeleton />);
export const AgentTopicsPart = lazyPart(() => import("./AgentTopics").then(({ AgentTopics }) => AgentTopics), <AgentTopicsSkeleton />);
