// The code form's first line, in the form and in its skeleton (the same height in both).
import { Trans } from "@lingui/react/macro";

export function CodeFormIntro() {
  return (
    <p className="text-14 text-text-muted">
      <Trans>Enter your friend's code once: they get their invite reward, and you cannot change it later.</Trans>
    </p>
  );
}
