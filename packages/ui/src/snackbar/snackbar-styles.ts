import type { SnackbarPhase, SnackbarTone } from "./snackbar-store";

export const SNACKBAR_TONE_CLASSES: Record<SnackbarTone, string> = {
  info: "bg-text text-surface",
  success: "bg-success text-success-contrast",
  warning: "bg-warning text-warning-contrast",
  error: "bg-danger text-danger-contrast",
};

// Durations match SNACKBAR_ENTER_MS / SNACKBAR_EXIT_MS of the store.
export const SNACKBAR_PHASE_CLASSES: Record<SnackbarPhase, string> = {
  queued: "hidden",
  shown: "animate-[ui-slide-up_225ms_ease-out]",
  entered: "",
  closing: "animate-[ui-fade-out_195ms_ease-in_forwards]",
};
