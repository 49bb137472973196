// The rarity wheel's segments: one per rarity, common first (ids 1 to 4), and where a drawn item lands.
import { type Rarity, RARITIES } from "@repo/api-client/schemas/collectibles";
import type { WheelSegment } from "@repo/ui/prize-wheel/face";

export function raritySegments(label: (rarity: Rarity) => string): WheelSegment[] {
  return RARITIES.map((rarity, index) => ({ id: index + 1, label: label(rarity) }));
}

/** The segment a drawn item's rarity lands on. */
export function raritySegmentId(rarity: Rarity): number {
  return RARITIES.indexOf(rarity) + 1;
}
