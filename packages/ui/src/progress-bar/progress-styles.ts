import type { ProgressTone } from "./ProgressBar";

export const PROGRESS_TONE_CLASSES: Record<ProgressTone, string> = {
  primary: "bg-primary",
  accent: "bg-accent",
  success: "bg-success",
  danger: "bg-danger",
};
