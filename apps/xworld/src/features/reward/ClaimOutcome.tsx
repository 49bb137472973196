import { FormAlert } from "@repo/ui/form-alert";
import type { ReactNode } from "react";

/** Where a claim's outcome shows, above the list: what arrived, or why the claim failed (empty until a claim). */
export function ClaimOutcome({ claimed, error }: { claimed?: ReactNode; error?: ReactNode }) {
  return (
    <div className="flex flex-col gap-8 px-16">
      {claimed}
      <FormAlert>{error}</FormAlert>
    </div>
  );
}
