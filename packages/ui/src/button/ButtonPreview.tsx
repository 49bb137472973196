// A button as a server component draws it while the part that makes it work loads after start: Button's
// look, disabled, of the same size, so nothing shifts when the part comes. No client code.
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import type { ButtonSize, ButtonVariant } from "./Button";
import { BUTTON_BASE_CLASSES, BUTTON_BLOCK_CLASSES, BUTTON_SIZE_CLASSES, BUTTON_VARIANT_CLASSES, BUTTON_WRAPPED_SIZE_CLASSES, buttonLabelClasses } from "./button-styles";

export interface ButtonPreviewProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /** As Button's `wrap`: the label may take more than one line. */
  wrap?: boolean;
  "aria-label"?: string;
  children: ReactNode;
}

export function ButtonPreview({ variant = "primary", size = "md", block = false, icon, wrap = false, children, "aria-label": label }: ButtonPreviewProps) {
  return (
    <button type="button" disabled aria-label={label} className={cn(BUTTON_BASE_CLASSES, BUTTON_VARIANT_CLASSES[variant], (wrap ? BUTTON_WRAPPED_SIZE_CLASSES : BUTTON_SIZE_CLASSES)[size], block && BUTTON_BLOCK_CLASSES)}>
      {icon}
      <span className={buttonLabelClasses(wrap || block)}>{children}</span>
    </button>
  );
}
