"use client";
"use client";
// The question list as an accordion (WAI-ARIA APG pattern): each question is a button in a heading
// that shows or hides its answer; any number of answers may be open at once.
import { useId, useState } from "react";

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className="m-0 list-none divide-y divide-border p-0">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-question-${item.id}`;
        const panelId = `${baseId}-answer-${item.id}`;
        return (
          <li key={item.id}>
            <Heading className="m-0 text-15 font-semibold">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex min-h-44 w-full items-center gap-12 bg-transparent px-16 py-12 text-left text-text active:bg-surface-sunken"
              >
                <span className="min-w-0 flex-1 break-words">{item.question}</span>
                <Chevron up={expanded} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="whitespace-pre-line break-words px-16 pb-16 text-14 text-text-muted"
            >
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Chevron({ up }: { up: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="0.16rem"
      height="0.16rem"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 text-text-muted transition-transform duration-150 ${up ? "rotate-180" : ""}`}
    >
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}
