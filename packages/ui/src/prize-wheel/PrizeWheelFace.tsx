// The prize wheel's face: the pointer and the disc turned to `landingId` after `spins` spins. No client
// code of its own, so a server component can draw the wheel at rest (a page whose spin loads after
// start); PrizeWheel turns it and says when it has settled.
import { cn } from "../lib/cn";
import { segmentGradient, wheelRotation } from "./wheel-geometry";

export interface WheelSegment {
  id: number;
  label: string;
  /** The label's unit (a coin) on a line of its own under it, never broken: "LB-USDT" beside the amount broke after "LB-". */
  unit?: string;
  icon?: string;
}

export interface PrizeWheelFaceProps {
  segments: readonly WheelSegment[];
  /** The segment the wheel lands on (the server's prize); null before the first spin. */
  landingId: number | null;
  /** How many spins have started; each increment turns the wheel again. */
  spins: number;
  /** Accessible name of the wheel. */
  label: string;
  className?: string;
}

/** How long a spin turns when motion is allowed. */
export const SPIN_MS = 4_000;

export function PrizeWheelFace({ segments, landingId, spins, label, className }: PrizeWheelFaceProps) {
  const index = segments.findIndex((segment) => segment.id === landingId);
  const rotation = wheelRotation(index, segments.length, spins);
  const segmentAngle = 360 / Math.max(segments.length, 1);
  return (
    <div className={cn("relative mx-auto aspect-square w-full max-w-[320px]", className)} role="img" aria-label={label}>
      <div aria-hidden className="absolute left-1/2 top-0 z-10 -translate-x-1/2 border-x-[10px] border-t-[18px] border-x-transparent border-t-accent" />
      <div
        data-testid="prize-wheel-disc"
        data-landed-id={landingId ?? undefined}
        className="absolute inset-8 overflow-hidden rounded-full border-4 border-primary shadow-lg transition-transform ease-out motion-reduce:transition-none"
        style={{
          background: segmentGradient(segments.length, ["var(--color-surface-raised)", "var(--color-surface-sunken)"]),
          transform: `rotate(${rotation}deg)`,
          transitionDuration: spins > 0 ? `${SPIN_MS}ms` : "0ms",
        }}
      >
        {segments.map((segment, position) => (
          <div
            key={segment.id}
            aria-hidden
            className="absolute inset-0 flex justify-center pt-16"
            style={{ transform: `rotate(${(position + 0.5) * segmentAngle}deg)` }}
          >
            <div className="flex max-w-[72px] flex-col items-center gap-4 text-center">
              {segment.icon ? <img src={segment.icon} alt="" width={28} height={28} className="size-28" /> : null}
              <span className="text-12 font-semibold leading-tight text-text">
                {segment.label}
                {segment.unit ? <span className="block whitespace-nowrap">{segment.unit}</span> : null}
              </span>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
