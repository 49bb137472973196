// The form's first line, in the form and in its skeleton (the same height in both).
import { Trans } from "@lingui/react/macro";

export function GiftCodeIntro() {
  return (
    <p className="text-14 text-text-muted">
      <Trans>Got a gift code from an event or a friend? Redeem it here once.</Trans>
    </p>
  );
}
