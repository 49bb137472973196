// The draw's buttons: "Draw for free" while a free chance is left, and "Draw for" the price. Without
// `onDraw` (the server's drawing, until the draw part has loaded) they show as they will, not pressable
// (and pass no function to the client Button, which a server component cannot).
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";

export interface DrawButtonsProps {
  /** The price as the page shows it ("100.00 WH"). */
  cost: string;
  freeChances: number;
  busy?: boolean;
  onDraw?: (useFree: boolean) => void;
}

export function DrawButtons({ cost, freeChances, busy = false, onDraw }: DrawButtonsProps) {
  const waiting = busy || onDraw === undefined;
  return (
    <>
      {freeChances > 0 ? (
        <Button size="lg" block loading={busy} disabled={waiting} onClick={onDraw ? () => onDraw(true) : undefined}>
          <Trans>Draw for free</Trans>
        </Button>
      ) : null}
      <Button size="lg" block variant={freeChances > 0 ? "secondary" : "primary"} loading={busy && freeChances === 0} disabled={waiting} onClick={onDraw ? () => onDraw(false) : undefined}>
        <Trans>Draw for {cost}</Trans>
      </Button>
    </>
  );
}
