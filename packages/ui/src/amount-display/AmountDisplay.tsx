import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { Skeleton } from "../skeleton/Skeleton";
import { AMOUNT_SIZE_CLASSES, AMOUNT_TONE_CLASSES, type AmountSize, type AmountTone } from "./amount-styles";

/**
 * Where the text comes from. The kit does not own number rules (compact K/M/B, decimals per locale
 * live in @repo/i18n): pass the formatted string, or the raw amount with the app's formatter.
 */
export type AmountSource =
  | { value: string; amount?: never; formatter?: never }
  | { amount: number | string; formatter: (amount: number | string) => string; value?: never };

export type AmountDisplayProps = AmountSource & {
  /** Coin or currency after the number ("KTHER", "USDT"). */
  unit?: ReactNode;
  /** Coin logo or symbol before the number. */
  icon?: ReactNode;
  size?: AmountSize;
  tone?: AmountTone;
  /** Shows a placeholder while the balance loads. */
  loading?: boolean;
  /** Hides the number (the wallet's eye toggle). */
  masked?: boolean;
  className?: string;
};

export function AmountDisplay(props: AmountDisplayProps) {
  const { t } = useLingui();
  const { unit, icon, size = "md", tone = "default", loading = false, masked = false, className } = props;
  if (loading) {
    return (
      <span role="status" aria-label={t`Loading`} className={cn("inline-flex items-center", className)}>
        <Skeleton width={size === "xl" ? 140 : 80} height={size === "xl" ? 32 : 16} />
      </span>
    );
  }
  const text = props.value !== undefined ? props.value : props.formatter(props.amount);
  return (
    <span className={cn("inline-flex items-baseline gap-4 font-semibold tabular-nums", AMOUNT_TONE_CLASSES[tone], className)}>
      {icon ? <span className="self-center">{icon}</span> : null}
      {masked ? (
        <span className={AMOUNT_SIZE_CLASSES[size]} aria-label={t`Amount hidden`} role="img">
          ****
        </span>
      ) : (
        <span className={cn("break-all", AMOUNT_SIZE_CLASSES[size])}>{text}</span>
      )}
      {unit ? <span className="text-[0.8em] font-semibold">{unit}</span> : null}
    </span>
  );
}
