// The subscription form's place while it loads after start: a label, the amount field, the note, the summary, the button.
import { Trans } from "@lingui/react/macro";
import { FormSkeleton } from "@repo/ui/form-skeleton";

export function SubscribeFormSkeleton() {
  return <FormSkeleton title={<Trans>Subscribe</Trans>} blocks={[{ width: "30%" }, { height: 48 }, { width: "60%" }, { height: 84 }, { height: 52 }]} />;
}
