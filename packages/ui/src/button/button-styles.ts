// Class names per button variant and size (kept out of the .tsx so the i18n lint reads only text).
import type { ButtonSize, ButtonVariant } from "./Button";

/** Every button's look, before its variant and size. */
export const BUTTON_BASE_CLASSES = [
  "inline-flex max-w-full items-center justify-center font-semibold transition-[opacity,transform] duration-150",
  "active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-50 disabled:active:scale-100",
].join(" ");

export const BUTTON_VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: "bg-primary text-primary-contrast",
  secondary: "border border-border bg-surface-raised text-text",
  ghost: "bg-transparent text-link",
  danger: "bg-danger text-danger-contrast",
};

export const BUTTON_SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: "min-h-32 px-12 text-13 rounded-8 gap-4",
  md: "min-h-44 px-16 text-15 rounded-12 gap-6",
  lg: "min-h-52 px-20 text-16 rounded-16 gap-8",
};

/**
 * Sizes for a label that may wrap (`wrap`): less room at the sides and a step smaller, so a translated
 * label of two words takes two lines rather than breaking inside a word.
 */
export const BUTTON_WRAPPED_SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: "min-h-32 px-6 py-4 text-12 rounded-8 gap-4",
  md: "min-h-44 px-8 py-6 text-14 rounded-12 gap-6",
  lg: "min-h-52 px-12 py-8 text-15 rounded-16 gap-8",
};

/**
 * The label's span: one line ending in "…" for a button of its label's width, or as many lines as it
 * needs (`wrap`, and every `block` button: a full-width or side-by-side button has no room to grow into,
 * and a cut label hides what it does, such as Russian "Связаться с поддерж…").
 */
export const buttonLabelClasses = (wraps: boolean) => (wraps ? "min-w-0 text-center leading-tight ui-break-words" : "min-w-0 truncate");

/** A block button fills its row and never pushes past it: beside another button it shrinks, its label wrapping. */
export const BUTTON_BLOCK_CLASSES = "w-full min-w-0";
