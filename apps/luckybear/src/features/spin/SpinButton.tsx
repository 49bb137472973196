// The Spin button (without `onSpin`, a button that does nothing yet: the server's HTML until the spin's
// part has loaded). No client code of its own.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";

export function SpinButton({ spinning = false, disabled = false, onSpin }: { spinning?: boolean; disabled?: boolean; onSpin?: () => void }) {
  return (
    <Button block loading={spinning} onClick={onSpin} disabled={spinning || disabled || !onSpin}>
      {spinning ? <Trans>Spinning…</Trans> : <Trans>Spin</Trans>}
    </Button>
  );
}
