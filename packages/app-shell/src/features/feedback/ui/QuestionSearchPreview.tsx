// The question search's place while its code loads, drawn by the server: the card, the search box not yet
// usable (the kit's preview, of the box's size), and every question the server read as the card shows them
// before anything is typed (or loading rows when it read none), so nothing shifts when the part comes.
import { useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { LoadingRegion, Skeleton } from "@repo/ui/skeleton";
import { TextInputPreview } from "@repo/ui/text-input/preview";
import type { FaqItem } from "./FaqAccordion";
import { QuestionResults } from "./QuestionResults";

export function QuestionSearchPreview({ questions }: { questions?: readonly FaqItem[] }) {
  const { t } = useLingui();
  return (
    <Card title={t`Ask a question`}>
      <div className="flex flex-col gap-12">
        <TextInputPreview id="assistant-search" label={t`Your question`} hideLabel type="search" placeholder={t`For example: withdraw, deposit, task reward`} />
        {questions ? (
          <QuestionResults found={questions} />
        ) : (
          <LoadingRegion label={t`Loading questions`} className="flex flex-col gap-16 py-8">
            {[72, 56, 64].map((width) => (
              <Skeleton key={width} width={`${width}%`} height={16} />
            ))}
          </LoadingRegion>
        )}
      </div>
    </Card>
  );
}
