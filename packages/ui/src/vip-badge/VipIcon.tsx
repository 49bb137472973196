import { useId } from "react";
import { VIP_ORNAMENT_PATHS, VIP_SHAPE_PATHS, vipLook, type VipLevel } from "./vip-levels";

/** The emblem of one VIP level as inline SVG (decorative: VipBadge names it). */
export function VipIcon({ level, size = 32 }: { level: VipLevel; size?: number }) {
  // useId's characters are not all valid in url(#…); keep the safe ones (same on server and client).
  const gradientId = `vip${useId().replace(/[^\w-]/g, "")}`;
  const { palette, shape, ornament } = vipLook(level);
  const fill = `url(#${gradientId})`;
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" style={{ width: `${size / 100}rem`, height: `${size / 100}rem` }}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.light} />
          <stop offset="1" stopColor={palette.dark} />
        </linearGradient>
      </defs>
      {ornament !== "none" ? <path d={VIP_ORNAMENT_PATHS[ornament]} fill={palette.dark} /> : null}
      <path d={VIP_SHAPE_PATHS[shape]} fill={fill} stroke={palette.dark} strokeWidth="1.5" strokeLinejoin="round" />
      <text
        x="24"
        y={shape === "gem" ? 27 : 29}
        textAnchor="middle"
        fontSize={level === 10 ? 13 : 16}
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        fill={palette.ink}
      >
        {level}
      </text>
    </svg>
  );
}
