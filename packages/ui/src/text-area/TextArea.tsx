import { useLingui } from "@lingui/react/macro";
import { type ComponentProps, type ReactNode, useId } from "react";
import { describedBy, Field, fieldIds } from "../field/Field";
import { FIELD_BOX_STATE_CLASSES } from "../field/field-styles";
import { cn } from "../lib/cn";
import { useKeepEarlyInput } from "../lib/early-input";
import { counterClasses, lengthOf, TEXT_AREA_CLASSES } from "./text-area-styles";

export interface TextAreaProps extends Omit<ComponentProps<"textarea">, "value"> {
  label: ReactNode;
  value: string;
  hint?: ReactNode;
  /** Shown under the field in the danger colour; marks the field invalid. */
  error?: ReactNode;
  /**
   * Characters allowed, shown as a counter ("42 / 160") that turns red past it. The field itself does
   * not cut the text: the form's rule says what is wrong, and nothing the player typed is lost.
   */
  limit?: number;
  containerClassName?: string;
}

/** Several lines of text (a bio, a report): labelled, with a hint or error and an optional counter. */
export function TextArea({ label, value, hint, error, limit, id, disabled, rows = 4, className, containerClassName, ref, ...props }: TextAreaProps) {
  const { t } = useLingui();
  const generated = useId();
  const ids = fieldIds(id ?? generated);
  const keepEarlyInput = useKeepEarlyInput(value, ref);
  const used = lengthOf(value);
  const counterId = `${ids.control}-count`;
  const described = [describedBy(ids, hint, error), limit !== undefined ? counterId : null].filter(Boolean).join(" ") || undefined;
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={containerClassName}>
      <textarea
        id={ids.control}
        value={value}
        rows={rows}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={cn(
          TEXT_AREA_CLASSES,
          error ? FIELD_BOX_STATE_CLASSES.invalid : FIELD_BOX_STATE_CLASSES.normal,
          disabled ? FIELD_BOX_STATE_CLASSES.disabled : FIELD_BOX_STATE_CLASSES.enabled,
          className,
        )}
        {...props}
        ref={keepEarlyInput}
      />
      {limit !== undefined ? (
        <p id={counterId} className={counterClasses(used > limit)}>
          <span aria-hidden="true">
            {used} / {limit}
          </span>
          <span className="sr-only">{t`${used} of ${limit} characters`}</span>
        </p>
      ) : null}
    </Field>
  );
}
