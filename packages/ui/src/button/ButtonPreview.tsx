// A button as a server component draws it while the part that makes it work loads after start: Button's
// look, disabled, of the same size, so nothing shifts when the part comes. No client code.
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import type { ButtonSize, ButtonVariant } from "./Button";
import { BUTTON_BASE_CLASSES, BUTTON_BLOCK_CLASSES, BUTTON_SIZE_CLASSES, BUTTON_VARIANT_CLASSES, buttonLabelClasses } from "./button-styles";

export interface ButtonPreviewProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  "aria-label"?: string;
  children: ReactNode;
}

export function ButtonPreview({ variant = "primary", size = "md", block = false, icon, children, "aria-label": label }: ButtonPreviewProps) {
  return (
    <button type="button" disabled aria-label={label} className={cn(BUTTON_BASE_CLASSES, BUTTON_VARIANT_CLASSES[variant], BUTTON_SIZE_CLASSES[size], block && BUTTON_BLOCK_CLASSES)}>
      {icon}
      <span className={buttonLabelClasses(block)}>{children}</span>
    </button>
  );
}
