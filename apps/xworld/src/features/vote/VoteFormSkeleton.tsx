// A stake or unstake form's place while it loads after start: a label, the amount field, the note, the button.
import { FormSkeleton } from "@repo/ui/form-skeleton";
import type { ReactNode } from "react";

export function VoteFormSkeleton({ title }: { title: ReactNode }) {
  return <FormSkeleton title={title} blocks={[{ width: "30%" }, { height: 48 }, { width: "60%" }, { height: 44 }]} />;
}
