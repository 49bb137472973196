"use client";
import type { ReactNode } from "react";
import { AllButton } from "../text-input/AllButton";
import { TextInput, type TextInputProps } from "../text-input/TextInput";

export interface AmountFieldProps extends Omit<TextInputProps, "value" | "onChange" | "inputMode" | "trailing" | "type"> {
  /** What the player typed, as typed ("12,5" included); the form reads it with the money rules. */
  value: string;
  onValueChange: (text: string) => void;
  /** The coin or currency after the number ("KTHER", "VND"). */
  unit?: ReactNode;
  /** Fills in everything available; shows an "All" button when given. */
  onAll?: () => void;
}

/**
 * A money amount: a decimal keypad on phones, the unit and an "All" button inside the box, the
 * available balance as the hint and the form's message as the error. Checking is the form's job
 * (`@repo/app-shell/money`), so every brand keeps its own limits and wording.
 */
export function AmountField({ value, onValueChange, unit, onAll, disabled, autoComplete = "off", ...inputProps }: AmountFieldProps) {
  const trailing =
    unit || onAll ? (
      <span className="flex shrink-0 items-center gap-8">
        {unit ? <span className="text-14 font-semibold text-text-muted">{unit}</span> : null}
        {onAll ? <AllButton onClick={onAll} disabled={disabled} /> : null}
      </span>
    ) : undefined;
  return (
    <TextInput
      {...inputProps}
      disabled={disabled}
      autoComplete={autoComplete}
      inputMode="decimal"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      trailing={trailing}
    />
  );
}
