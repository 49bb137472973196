// The share purchase's place while its form loads after start: a label, the stepper, the note, the summary, the button.
import { Trans } from "@lingui/react/macro";
import { FormSkeleton } from "@repo/ui/form-skeleton";

export function JoinFormSkeleton() {
  return <FormSkeleton title={<Trans>Buy shares</Trans>} blocks={[{ width: "30%" }, { height: 44 }, { width: "40%" }, { height: 84 }, { height: 44 }]} />;
}
