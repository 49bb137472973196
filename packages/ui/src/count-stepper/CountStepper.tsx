"use client";
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { describedBy, Field, fieldIds } from "../field/Field";
import { FIELD_BOX_CLASSES, FIELD_BOX_STATE_CLASSES, FIELD_INPUT_CLASSES } from "../field/field-styles";
import { cn } from "../lib/cn";
import { useKeepEarlyInput } from "../lib/early-input";

export interface CountStepperProps {
  label: ReactNode;
  /** The count; whole numbers only. */
  value: number;
  onValueChange: (value: number) => void;
  /** Smallest count (default 1). */
  min?: number;
  /** Largest count; the + button stops there. */
  max: number;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
}

const STEP_CLASSES =
  "flex size-40 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-20 font-bold text-text active:opacity-70 disabled:opacity-40";

/** Keeps a typed or stepped count whole and inside [min, max]. */
export function clampCount(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(Math.trunc(value), min), Math.max(min, max));
}

/**
 * A whole count (shares, codes, tickets) with − and + buttons around a number box: large targets for
 * a thumb, typing for a big number, never outside its limits.
 */
export function CountStepper({ label, value, onValueChange, min = 1, max, hint, error, disabled, name }: CountStepperProps) {
  const { t } = useLingui();
  const generated = useId();
  const ids = fieldIds(generated);
  const set = (next: number) => onValueChange(clampCount(next, min, max));
  const keepEarlyInput = useKeepEarlyInput<HTMLInputElement>(value);
  return (
    <Field ids={ids} label={label} hint={hint} error={error}>
      <div className={cn(FIELD_BOX_CLASSES, error ? FIELD_BOX_STATE_CLASSES.invalid : FIELD_BOX_STATE_CLASSES.normal, disabled ? FIELD_BOX_STATE_CLASSES.disabled : FIELD_BOX_STATE_CLASSES.enabled)}>
        <button type="button" className={STEP_CLASSES} aria-label={t`Fewer`} disabled={disabled || value <= min} onClick={() => set(value - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          ref={keepEarlyInput}
          id={ids.control}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          onChange={(event) => set(event.target.valueAsNumber)}
          className={cn(FIELD_INPUT_CLASSES, "text-center tabular-nums")}
        />
        <button type="button" className={STEP_CLASSES} aria-label={t`More`} disabled={disabled || value >= max} onClick={() => set(value + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </Field>
  );
}
