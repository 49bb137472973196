// The code-buying form's place while it loads after start: the count's label and stepper, the cost and
// balance summary, the button, of their sizes, so nothing shifts when the form comes. When the player
// cannot buy more, the form's card says so already (it is what the form shows then).
import { Trans } from "@lingui/react/macro";
import type { LuckyDraw } from "@repo/api-client/endpoints/camp";
import { Card } from "@repo/ui/card";
import { FormSkeleton } from "@repo/ui/form-skeleton";
import { codesLeftFor } from "./code-rules";

export function BuyCodesSkeleton({ draw }: { draw: LuckyDraw }) {
  if (codesLeftFor(draw) === 0) {
    return (
      <Card title={<Trans>Buy codes</Trans>}>
        <p className="text-14 text-text-muted">
          <Trans>You cannot buy more codes for this draw.</Trans>
        </p>
      </Card>
    );
  }
  return <FormSkeleton title={<Trans>Buy codes</Trans>} blocks={[{ width: "30%" }, { height: 48 }, { width: "40%" }, { height: 72 }, { height: 44 }]} />;
}
