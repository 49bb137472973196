"use client";
import { Trans } from "@lingui/react/macro";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cn } from "../lib/cn";
import { useHydrated } from "../lib/use-hydrated";
import { Spinner } from "../spinner/Spinner";
import { BUTTON_BASE_CLASSES, BUTTON_BLOCK_CLASSES, BUTTON_SIZE_CLASSES, BUTTON_VARIANT_CLASSES, BUTTON_WRAPPED_SIZE_CLASSES, buttonLabelClasses } from "./button-styles";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner, keeps the label for screen readers and ignores presses. `"delayed"`: the same, with
   * the spinner shown after a second (a placeholder whose part's code loads after start, see Spinner).
   */
  loading?: boolean | "delayed";
  /** Stretches to the full width of its container. */
  block?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /**
   * The label may take two lines or more instead of ending in "…": for buttons side by side in a narrow
   * row (a grid of three on a phone), where a translated label is often longer than the English one.
   */
  wrap?: boolean;
}

export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  block = false,
  icon,
  wrap = false,
  disabled,
  type = "button",
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  // A submit pressed in the server's HTML would post the form natively (a reload that loses what was
  // typed and the page's query): it waits for hydration, when the form's own handler takes it.
  const hydrated = useHydrated(type === "submit");
  const busy = loading !== false;
  return (
    <button
      type={type}
      disabled={disabled || !hydrated}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onClick}
      className={cn(
        BUTTON_BASE_CLASSES,
        busy && "cursor-progress",
        BUTTON_VARIANT_CLASSES[variant],
        (wrap ? BUTTON_WRAPPED_SIZE_CLASSES : BUTTON_SIZE_CLASSES)[size],
        block && BUTTON_BLOCK_CLASSES,
        className,
      )}
      {...rest}
    >
      {busy ? <Spinner size={size === "sm" ? 14 : 18} delayed={loading === "delayed"} /> : icon}
      <span className={buttonLabelClasses(wrap || block)}>{children}</span>
      {busy ? (
        <span className="sr-only">
          <Trans>Loading</Trans>
        </span>
      ) : null}
    </button>
  );
}
