import { type ComponentProps, type ReactNode, useId } from "react";
import { describedBy, Field, fieldIds } from "../field/Field";
import { FIELD_BOX_CLASSES, FIELD_BOX_STATE_CLASSES, FIELD_INPUT_CLASSES } from "../field/field-styles";
import { cn } from "../lib/cn";
import { useKeepEarlyInput } from "../lib/early-input";

export interface TextInputProps extends Omit<ComponentProps<"input">, "size"> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown under the field in the danger colour; marks the input invalid. */
  error?: ReactNode;
  /** Icon or prefix inside the box, before the text. */
  leading?: ReactNode;
  /** Icon, unit or button inside the box, after the text. */
  trailing?: ReactNode;
  containerClassName?: string;
}

export function TextInput({
  label,
  hideLabel,
  hint,
  error,
  leading,
  trailing,
  id,
  disabled,
  className,
  containerClassName,
  ref,
  ...inputProps
}: TextInputProps) {
  const generated = useId();
  const keepEarlyInput = useKeepEarlyInput(inputProps.value, ref);
  const ids = fieldIds(id ?? generated);
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} className={containerClassName}>
      <div
        className={cn(
          FIELD_BOX_CLASSES,
          error ? FIELD_BOX_STATE_CLASSES.invalid : FIELD_BOX_STATE_CLASSES.normal,
          disabled ? FIELD_BOX_STATE_CLASSES.disabled : FIELD_BOX_STATE_CLASSES.enabled,
        )}
      >
        {leading}
        <input
          id={ids.control}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          className={cn(FIELD_INPUT_CLASSES, className)}
          {...inputProps}
          ref={keepEarlyInput}
        />
        {trailing}
      </div>
    </Field>
  );
}
