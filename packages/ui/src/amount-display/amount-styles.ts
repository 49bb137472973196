export type AmountSize = "sm" | "md" | "lg" | "xl";
export type AmountTone = "default" | "muted" | "positive" | "negative" | "accent";

export const AMOUNT_SIZE_CLASSES: Record<AmountSize, string> = {
  sm: "text-13",
  md: "text-16",
  lg: "text-24",
  xl: "text-32",
};

export const AMOUNT_TONE_CLASSES: Record<AmountTone, string> = {
  default: "text-text",
  muted: "text-text-muted",
  positive: "text-success",
  negative: "text-danger",
  accent: "text-link",
};
