// The VIP ladder of getVipProfile: the levels 0 to 10 (spec section 9), each with its icon, in order.
import { VIP_LEVELS } from "@repo/ui/vip-badge/levels";

export interface VipStep {
  level: number;
  /** The server's icon for the level, or null where it sent none (the kit's emblem stands in). */
  icon: string | null;
  reached: boolean;
  current: boolean;
}

/** Every level from 0 to 10 once, the server's icons where given; the player's level clamped into range. */
export function vipLadder(playerLevel: number, levels: readonly { level: number; icon: string }[]): VipStep[] {
  const level = Math.min(10, Math.max(0, Math.trunc(Number.isFinite(playerLevel) ? playerLevel : 0)));
  return VIP_LEVELS.map((step) => ({
    level: step,
    icon: levels.find((entry) => entry.level === step && entry.icon)?.icon ?? null,
    reached: step <= level,
    current: step === level,
  }));
}
