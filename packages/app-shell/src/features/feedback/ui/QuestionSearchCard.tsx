"use client";
// "Ask a question": the search box and the questions that hold every word typed (ai-help.ts), as the player
// types. `questions` undefined: not read yet or the read failed, and `status` says which (the browser's read,
// QuestionSearch). On the assistant page the server's questions come as a prop (a part loaded after start).
import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { TextInput } from "@repo/ui/text-input";
import { type ReactNode, useState } from "react";
import { matchQuestions } from "../ai-help";
import type { FaqItem } from "./FaqAccordion";
import { QuestionResults } from "./QuestionResults";

export function QuestionSearchCard({ questions, status }: { questions: readonly FaqItem[] | undefined; status?: ReactNode }) {
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  return (
    <Card title={t`Ask a question`}>
      <div className="flex flex-col gap-12">
        <TextInput
          label={t`Your question`}
          hideLabel
          type="search"
          placeholder={t`For example: withdraw, deposit, task reward`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {questions ? <QuestionResults found={matchQuestions(questions, search)} /> : status}
      </div>
    </Card>
  );
}
