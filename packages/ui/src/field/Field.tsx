import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface FieldIds {
  /** id of the control, for the label's htmlFor. */
  control: string;
  label: string;
  hint: string;
  error: string;
}

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Render the label as a plain element (for groups of controls, which use aria-labelledby). */
  labelFor?: "control" | "group";
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and error of a form field, wired for screen readers. */
export function Field({ ids, label, hideLabel, hint, error, labelFor = "control", children, className }: FieldProps) {
  const labelClass = cn("mb-6 block text-13 font-semibold text-text", hideLabel && "sr-only");
  return (
    <div className={cn("flex flex-col", className)}>
      {labelFor === "control" ? (
        <label id={ids.label} htmlFor={ids.control} className={labelClass}>
          {label}
        </label>
      ) : (
        <span id={ids.label} className={labelClass}>
          {label}
        </span>
      )}
      {children}
      {error ? (
        <p id={ids.error} className="mt-6 text-12 text-danger" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={ids.hint} className="mt-6 text-12 text-text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby for a control: the error when there is one, the hint otherwise. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: ReactNode): string | undefined {
  if (error) return ids.error;
  if (hint) return ids.hint;
  return undefined;
}

export function fieldIds(base: string): FieldIds {
  return { control: `${base}-control`, label: `${base}-label`, hint: `${base}-hint`, error: `${base}-error` };
}
