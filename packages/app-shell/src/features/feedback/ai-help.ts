// The assistant page's question search: the support questions (get_qlist) that hold every word the
// player typed, in the question or the answer, without regard to case or accents.

export interface SearchableQuestion {
  id: number;
  question: string;
  answer: string;
}

/** Lower case without accents, so "deposito" finds "depósito". */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en-US");
}

/** The questions that contain every word of `search`; all of them for an empty search. Questions first. */
export function matchQuestions<Q extends SearchableQuestion>(questions: readonly Q[], search: string): Q[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...questions];
  const scored = questions.flatMap((item) => {
    const question = foldText(item.question);
    const all = `${question} ${foldText(item.answer)}`;
    if (!words.every((word) => all.includes(word))) return [];
    return [{ item, inQuestion: words.every((word) => question.includes(word)) }];
  });
  return scored.sort((a, b) => Number(b.inQuestion) - Number(a.inQuestion)).map(({ item }) => item);
}
