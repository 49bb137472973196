import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface FormAlertProps {
  /** "danger": why the form did not go through; "warning": what stands in its way before sending. */
  tone?: "danger" | "warning";
  /** The message; nothing is rendered without one. */
  children?: ReactNode;
}

/** A form's message above its submit button, announced when it appears (role="alert"). */
export function FormAlert({ tone = "danger", children }: FormAlertProps) {
  if (children === null || children === undefined || children === false || children === "") return null;
  return (
    <p
      role="alert"
      className={cn(
        "rounded-12 bg-surface-sunken px-12 py-10 text-14",
        tone === "warning" ? "font-semibold text-warning" : "text-danger",
      )}
    >
      {children}
    </p>
  );
}
