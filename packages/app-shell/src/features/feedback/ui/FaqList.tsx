// The questions (get_qlist) as an accordion, or a way to support when there are none. No client code of
// its own: rendered on the server (the page's read) and in the browser (FaqSection).
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "@repo/ui/empty-state";
import { FaqAccordion, type FaqItem } from "./FaqAccordion";

export function FaqList({ items }: { items: readonly FaqItem[] }) {
  if (items.length === 0) {
    return <EmptyState title={<Trans>No questions yet</Trans>} description={<Trans>Contact support below and we will help you.</Trans>} />;
  }
  return <FaqAccordion items={items} />;
}
