// The lucky wheel's stage: the wheel (or a line when it has no prizes), the spins left, what a spin
// brought (`children`), then the Spin button (`spinButton`) or, with no spin left, how to earn one. No
// client code of its own: drawn on the server at rest, and by the spin's part (SpinPlay) with the wheel
// that turns.
import { Trans, useLingui } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";

interface SpinViewProps {
  /** The wheel; null when it has no prizes. */
  wheel: ReactNode;
  chances: number;
  spinButton: ReactNode;
  children?: ReactNode;
}

export function SpinView({ wheel, chances, spinButton, children }: SpinViewProps) {
  const { t } = useLingui();
  return (
    <>
      {wheel ?? <EmptyState title={t`No prizes on the wheel right now.`} />}
      <p className="text-center text-16 text-text" data-testid="spin-chances" aria-live="polite">
        <Trans>Spins left: {chances}</Trans>
      </p>
      {children}
      {chances > 0 ? (
        spinButton
      ) : (
        <Card>
          <p className="text-16 font-semibold text-text">
            <Trans>No spins left</Trans>
          </p>
          <p className="mt-4 text-14 text-text-muted">
            <Trans>You earn a spin for every recharge and for each friend who joins with your invite link.</Trans>
          </p>
        </Card>
      )}
    </>
  );
}
