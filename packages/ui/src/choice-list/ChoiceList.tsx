import { type ReactNode, useId } from "react";
import { cn } from "../lib/cn";

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  /** A logo, avatar or picture before the label; in the grid layout it is the whole tile. */
  leading?: ReactNode;
  /** A badge or value at the end of the row. */
  trailing?: ReactNode;
  disabled?: boolean;
}

interface BaseProps {
  legend: ReactNode;
  /** Keep the legend for screen readers only (the page's heading already says it). */
  hideLegend?: boolean;
  /** The inputs' name (one group per form). */
  name: string;
  options: readonly ChoiceOption[];
  /** "list": rows with a mark at the end. "grid": picture tiles, the label read out (avatars). */
  layout?: "list" | "grid";
  error?: ReactNode;
  className?: string;
}

export interface SingleChoiceProps extends BaseProps {
  multiple?: false;
  value: string | null;
  onChange: (value: string) => void;
}

export interface MultipleChoiceProps extends BaseProps {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** At most this many may be chosen: the others are disabled while the limit is reached. */
  max?: number;
}

export type ChoiceListProps = SingleChoiceProps | MultipleChoiceProps;

/**
 * A group of choices as real radio buttons (one) or checkboxes (several) in a fieldset, so the
 * keyboard and screen readers work as with any form: a payment method, a reason, a language, avatars.
 */
export function ChoiceList(props: ChoiceListProps) {
  const { legend, hideLegend, name, options, layout = "list", error, className } = props;
  const base = useId();
  const errorId = `${base}-error`;
  const isChecked = (value: string) => (props.multiple ? props.value.includes(value) : props.value === value);
  const atMax = props.multiple && props.max !== undefined && props.value.length >= props.max;
  const toggle = (value: string) => {
    if (!props.multiple) return props.onChange(value);
    props.onChange(props.value.includes(value) ? props.value.filter((entry) => entry !== value) : [...props.value, value]);
  };
  const grid = layout === "grid";

  return (
    <fieldset className={cn("m-0 flex min-w-0 flex-col gap-8 border-0 p-0", className)} aria-describedby={error ? errorId : undefined}>
      <legend className={cn("mb-8 p-0 text-13 font-semibold text-text-muted", hideLegend && "sr-only")}>{legend}</legend>
      <div className={grid ? "grid grid-cols-4 gap-8" : "flex flex-col divide-y divide-border overflow-hidden rounded-16 border border-border bg-surface-raised"}>
        {options.map((option) => {
          const id = `${base}-${option.value}`;
          const checked = isChecked(option.value);
          const disabled = option.disabled || (atMax && !checked);
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                "relative flex cursor-pointer items-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
                grid
                  ? cn("aspect-square justify-center rounded-16 border-2 p-4", checked ? "border-primary bg-surface-sunken" : "border-transparent")
                  : cn("min-h-56 gap-12 px-16 py-10", checked && "bg-surface-sunken"),
                disabled && "cursor-not-allowed opacity-50",
              )}
            >
              <input
                id={id}
                type={props.multiple ? "checkbox" : "radio"}
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled}
                onChange={() => toggle(option.value)}
                className="sr-only"
              />
              {option.leading ? <span className={cn("flex shrink-0 items-center", grid && "size-full justify-center")}>{option.leading}</span> : null}
              <span className={grid ? "sr-only" : "flex min-w-0 flex-1 flex-col"}>
                <span className="break-words text-15 text-text">{option.label}</span>
                {option.description ? <span className="break-words text-12 text-text-muted">{option.description}</span> : null}
              </span>
              {!grid && option.trailing ? <span className="shrink-0 text-13 text-text-muted">{option.trailing}</span> : null}
              {!grid ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex size-22 shrink-0 items-center justify-center border-2 text-12 font-bold",
                    props.multiple ? "rounded-4" : "rounded-full",
                    checked ? "border-primary bg-primary text-primary-contrast" : "border-border",
                  )}
                >
                  {checked ? "✓" : ""}
                </span>
              ) : checked ? (
                <span aria-hidden="true" className="absolute right-4 top-4 flex size-20 items-center justify-center rounded-full bg-primary text-11 font-bold text-primary-contrast">
                  ✓
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-12 text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
