"use client";
// The assistant page's browser parts, each loaded only when it renders, their places drawn by the server
// (`placeholder`, so no skeleton's code is the route's): the question search over the server's questions
// (after start), and the browser's own reads where the server had none (the questions for another login or
// a failed read, the agent's introduction, its topics).
import { placeheldPart } from "@repo/ui/lib/placeheld-part";

export const QuestionSearchPart = placeheldPart(() => import("./QuestionSearchCard").then(({ QuestionSearchCard }) => QuestionSearchCard));

export const QuestionSearchFromBrowser = placeheldPart(() => import("./QuestionSearch").then(({ QuestionSearch }) => QuestionSearch));

export const AssistantIntroFromBrowser = placeheldPart(() => import("./AssistantIntro").then(({ AssistantIntro }) => AssistantIntro));

export const AgentTopicsFromBrowser = placeheldPart(() => import("./AgentTopics").then(({ AgentTopics }) => AgentTopics));
