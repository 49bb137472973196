// Today's free draw, ready: the line and the "Draw now" button (without `onDraw`, a button that does
// nothing yet: the server's HTML until the draw's part has loaded). No client code of its own.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";

export function DrawReady({ drawing = false, onDraw }: { drawing?: boolean; onDraw?: () => void }) {
  return (
    <>
      <p className="text-16 text-text">
        <Trans>Your free draw for today is ready.</Trans>
      </p>
      <Button block loading={drawing} disabled={drawing || !onDraw} onClick={onDraw}>
        {drawing ? <Trans>Drawing…</Trans> : <Trans>Draw now</Trans>}
      </Button>
    </>
  );
}
