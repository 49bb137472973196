import { useLingui } from "@lingui/react/macro";
import { cn } from "../lib/cn";
import { VipIcon } from "./VipIcon";
import { toVipLevel } from "./vip-levels";

export interface VipBadgeProps {
  /** vip_level from the VIP profile, 0 to 10 (other numbers are clamped). */
  level: number;
  /** Icon size in design px. */
  size?: number;
  /** Shows "VIP n" next to the icon. */
  showLabel?: boolean;
  className?: string;
}

/** A player's VIP level: its own emblem per level, named for screen readers. */
export function VipBadge({ level, size = 32, showLabel = false, className }: VipBadgeProps) {
  const { t } = useLingui();
  const vip = toVipLevel(level);
  const name = t`VIP level ${vip}`;
  return (
    <span role="img" aria-label={name} className={cn("inline-flex items-center gap-4", className)}>
      <VipIcon level={vip} size={size} />
      {showLabel ? (
        <span aria-hidden="true" className="whitespace-nowrap text-13 font-bold text-text">
          {t`VIP ${vip}`}
        </span>
      ) : null}
    </span>
  );
}
