import { describe, expect, it } from "vitest";
import { foldText, matchQuestions } from "./ai-help";

const QUESTIONS = [
  { id: 1, question: "How do I withdraw?", answer: "Open the wallet, choose a coin and tap Withdraw." },
  { id: 2, question: "When is a task reward paid?", answer: "Within 24 hours after the task is checked." },
  { id: 3, question: "My deposit has not arrived", answer: "Most deposits arrive within 5 minutes; keep the receipt for the wallet team." },
];

describe("searching the support questions", () => {
  it("keeps every question for an empty search", () => {
    expect(matchQuestions(QUESTIONS, "  ")).toEqual(QUESTIONS);
  });
  it("needs every word, in the question or the answer, ranking questions that hold them first", () => {
    expect(matchQuestions(QUESTIONS, "wallet").map((item) => item.id)).toEqual([1, 3]);
    expect(matchQuestions(QUESTIONS, "DEPOSIT minutes").map((item) => item.id)).toEqual([3]);
    expect(matchQuestions(QUESTIONS, "withdraw")[0]?.id).toBe(1);
    expect(matchQuestions(QUESTIONS, "lottery")).toEqual([]);
  });
  it("ignores accents and case", () => {
    expect(foldText("Depósito RÁPIDO")).toBe("deposito rapido");
    expect(matchQuestions([{ id: 9, question: "¿Cuándo llega mi depósito?", answer: "" }], "deposito").map((item) => item.id)).toEqual([9]);
  });
});
