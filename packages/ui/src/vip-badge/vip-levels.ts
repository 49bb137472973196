// The look of each VIP level (0 to 10, spec section 9). Every level differs from every other in at
// least one of: tier colours, emblem shape, ornament, so no two icons are alike.
// Spec: not shown — the artwork; these are the kit's own emblems.

export const VIP_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type VipLevel = (typeof VIP_LEVELS)[number];

export type VipShape = "coin" | "shield" | "hexagon" | "star" | "gem";
export type VipOrnament = "none" | "laurel" | "wings" | "crown";

export interface VipPalette {
  light: string;
  dark: string;
  /** Colour of the level number on the emblem. */
  ink: string;
}

export const VIP_PALETTES = {
  none: { light: "#c9cdd8", dark: "#7d8396", ink: "#2b2f3a" },
  bronze: { light: "#f2bf8c", dark: "#a5622b", ink: "#3d1d05" },
  silver: { light: "#f1f4f8", dark: "#8d98ab", ink: "#262d3a" },
  gold: { light: "#ffe58a", dark: "#c98a10", ink: "#3f2a00" },
  diamond: { light: "#c9f4ff", dark: "#5a6cf0", ink: "#0e1550" },
} as const satisfies Record<string, VipPalette>;

export interface VipLook {
  palette: VipPalette;
  shape: VipShape;
  ornament: VipOrnament;
}

const TIER_SHAPES: readonly VipShape[] = ["shield", "hexagon", "star"];

export function vipLook(level: VipLevel): VipLook {
  if (level === 0) return { palette: VIP_PALETTES.none, shape: "coin", ornament: "none" };
  if (level === 10) return { palette: VIP_PALETTES.diamond, shape: "gem", ornament: "crown" };
  const tier = Math.floor((level - 1) / 3); // 0 bronze (1-3), 1 silver (4-6), 2 gold (7-9)
  const shape = TIER_SHAPES[(level - 1) % 3] ?? "shield";
  const palette = [VIP_PALETTES.bronze, VIP_PALETTES.silver, VIP_PALETTES.gold][tier] ?? VIP_PALETTES.bronze;
  const ornament: VipOrnament = tier === 0 ? "none" : tier === 1 ? "laurel" : "wings";
  return { palette, shape, ornament };
}

/** Any number from the API, made a valid level: rounded down and kept within 0..10. */
export function toVipLevel(value: number): VipLevel {
  if (!Number.isFinite(value)) return 0;
  return Math.min(10, Math.max(0, Math.floor(value))) as VipLevel;
}

function starPath(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${corners.join("L")}Z`;
}

/** Emblem outlines in a 48×48 box. */
export const VIP_SHAPE_PATHS: Record<VipShape, string> = {
  coin: "M24 6a18 18 0 1 1 0 36a18 18 0 1 1 0-36Z",
  shield: "M24 5 39 10.5v12.5c0 9.5-6.2 16.8-15 19.5C15.2 39.8 9 32.5 9 23V10.5Z",
  hexagon: "M24 5 40.5 14.5v19L24 43 7.5 33.5v-19Z",
  star: starPath(24, 24, 20, 15.5, 8),
  gem: "M14 12h20l8 10-18 21L6 22Z",
};

export const VIP_ORNAMENT_PATHS: Record<Exclude<VipOrnament, "none">, string> = {
  laurel: "M9 36c-4-3-6-8-5-14 2 2 3 4 3 7 1-3 2-5 4-6 0 3 0 5-1 7 1-1 3-2 5-2-1 3-3 5-6 8ZM39 36c4-3 6-8 5-14-2 2-3 4-3 7-1-3-2-5-4-6 0 3 0 5 1 7-1-1-3-2-5-2 1 3 3 5 6 8Z",
  wings: "M10 17C5 15 1 17 0 21c3 0 5 1 6 2-3 0-5 2-5 4 3-1 5-1 7 0-2 1-3 3-3 5 3-2 6-3 8-3ZM38 17c5-2 9 0 10 4-3 0-5 1-6 2 3 0 5 2 5 4-3-1-5-1-7 0 2 1 3 3 3 5-3-2-6-3-8-3Z",
  crown: "M15 9 17 2l4 4 3-5 3 5 4-4 2 7Z",
};
