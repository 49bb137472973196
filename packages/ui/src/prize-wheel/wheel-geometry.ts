// Where the wheel stops: the landing segment's centre sits under the pointer at the top.

/** Full turns a spin makes before it settles; only seen when motion is allowed. */
export const SPIN_TURNS = 5;

/** The wheel's rotation in degrees after `spins` spins, the last one landing on `index` of `count`. */
export function wheelRotation(index: number, count: number, spins: number): number {
  if (count <= 0 || index < 0) return 0;
  const segment = 360 / count;
  return spins * SPIN_TURNS * 360 - (index + 0.5) * segment;
}

/** The conic-gradient that paints `count` alternating segments. */
export function segmentGradient(count: number, colours: readonly [string, string]): string {
  const segment = 360 / Math.max(count, 1);
  const stops = Array.from({ length: count }, (_, index) => {
    const colour = colours[index % 2];
    return `${colour} ${index * segment}deg ${(index + 1) * segment}deg`;
  });
  return `conic-gradient(${stops.join(", ")})`;
}
