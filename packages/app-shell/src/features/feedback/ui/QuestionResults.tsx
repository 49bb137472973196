// The questions that match the player's search, as an accordion, or a word that none does. No client code
// of its own (the accordion is a small client part): the search card renders it, and the server's preview.
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@repo/ui/empty-state";
import { FaqAccordion, type FaqItem } from "./FaqAccordion";

export function QuestionResults({ found }: { found: readonly FaqItem[] }) {
  if (found.length === 0) {
    return <EmptyState title={<Trans>No answer matches yet</Trans>} description={<Trans>Try other words, or ask a person below.</Trans>} />;
  }
  return (
    <div className="-mx-16" aria-live="polite">
      <FaqAccordion items={found} />
    </div>
  );
}
