"use client";
// The assistant page's browser parts, each loaded only when it renders: the question search over the
// server's questions (after start; the server's preview until then), and the browser's own reads where the
// server had none (the questions for another login or a failed read, the agent's introduction).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import { AgentCardSkeleton } from "./AgentSkeletons";
import { QuestionSearchPreview } from "./QuestionSearchPreview";

export const QuestionSearchPart = placeheldPart(() => import("./QuestionSearchCard").then(({ QuestionSearchCard }) => QuestionSearchCard));

export const QuestionSearchFromBrowser = lazyPart(() => import("./QuestionSearch").then(({ QuestionSearch }) => QuestionSearch), <QuestionSearchPreview />);

export const AssistantIntroFromBrowser = lazyPart(() => import("./AssistantIntro").then(({ AssistantIntro }) => AssistantIntro), <AgentCardSkeleton />);
