import { useLingui } from "@lingui/react/macro";
import type { CSSProperties, ReactNode } from "react";
import { cn } from "../lib/cn";

export interface SkeletonProps {
  /** Width in design px, or any CSS length ("100%"). */
  width?: number | string;
  /** Height in design px, or any CSS length. */
  height?: number | string;
  circle?: boolean;
  className?: string;
}

const length = (value: number | string | undefined) => (typeof value === "number" ? `${value / 100}rem` : value);

/**
 * A placeholder block with a shimmer (`ui-skeleton-shimmer`, run by the compositor), shown while content
 * loads. Hidden from screen readers; marked `data-skeleton` so a test can tell "still loading" from a
 * picture frame's placeholder colour.
 */
export function Skeleton({ width = "100%", height = 14, circle = false, className }: SkeletonProps) {
  const style: CSSProperties = {
    width: length(width),
    height: length(circle ? width : height),
  };
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={cn(
        "ui-skeleton-shimmer block shrink-0 bg-skeleton",
        circle ? "rounded-full" : "rounded-8",
        className,
      )}
      style={style}
    />
  );
}

/** Lines of text placeholder; the last line is shorter, like a paragraph's. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span className={cn("flex flex-col gap-8", className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? "60%" : "100%"} />
      ))}
    </span>
  );
}

/** Wraps skeletons so assistive technology hears one "Loading" instead of nothing. */
export function LoadingRegion({ children, label, className }: { children: ReactNode; label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={label ?? t`Loading`} className={className}>
      {children}
    </div>
  );
}
