// Class names of the filter chips (kept out of the .tsx so the i18n lint reads only text).
export const CHIP_CLASSES = "min-h-32 shrink-0 rounded-full border px-12 text-13 font-semibold";

export const chipStateClasses = (pressed: boolean) =>
  pressed ? "border-primary bg-primary text-primary-contrast" : "border-border bg-surface-raised text-text";
