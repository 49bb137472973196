// The box shared by text-like controls (text input, phone input, OTP cells).
export const FIELD_BOX_CLASSES =
  "flex min-h-48 w-full items-center gap-8 rounded-12 border px-12 text-15 transition-colors focus-within:border-primary";

export const FIELD_BOX_STATE_CLASSES = {
  normal: "border-border",
  invalid: "border-danger",
  // Not opacity: labels inside the box must stay readable (4.5:1) while the field is disabled.
  disabled: "bg-surface-sunken text-text-muted",
  enabled: "bg-surface-raised text-text",
} as const;

export const FIELD_INPUT_CLASSES =
  "min-w-0 flex-1 bg-transparent py-12 text-inherit outline-none placeholder:text-text-muted disabled:cursor-not-allowed";
