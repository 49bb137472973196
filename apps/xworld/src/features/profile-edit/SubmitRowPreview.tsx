// A profile form's buttons as the server draws them until the form loads after start: the caller's second
// button (the setup's Skip, a plain link) beside the submit button, not yet usable.
import { ButtonPreview } from "@repo/ui/button/preview";
import type { ReactNode } from "react";

export function SubmitRowPreview({ submitLabel, secondary }: { submitLabel: ReactNode; secondary?: ReactNode }) {
  return (
    <div className="flex gap-8">
      {secondary}
      <ButtonPreview size="lg" block>
        {submitLabel}
      </ButtonPreview>
    </div>
  );
}
