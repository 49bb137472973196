import { type ReactNode, useId } from "react";
import { cn } from "../lib/cn";
import {
  CHOICE_FIELDSET_CLASSES,
  CHOICE_TILE_MARK_CLASSES,
  choiceGroupClasses,
  choiceLeadingClasses,
  choiceLegendClasses,
  choiceMarkClasses,
  choiceOptionClasses,
  choiceTextClasses,
} from "./choice-styles";

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
    <fieldset className={cn(CHOICE_FIELDSET_CLASSES, className)} aria-describedby={error ? errorId : undefined}>
      <legend className={choiceLegendClasses(hideLegend)}>{legend}</legend>
      <div className={choiceGroupClasses(grid)}>
        {options.map((option) => {
          const id = `${base}-${option.value}`;
          const checked = isChecked(option.value);
          const disabled = option.disabled || (atMax && !checked);
          return (
            <label key={option.value} htmlFor={id} className={choiceOptionClasses(grid, checked, disabled)}>
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
              {option.leading ? <span className={choiceLeadingClasses(grid)}>{option.leading}</span> : null}
              <span className={choiceTextClasses(grid)}>
                <span className="break-words text-15 text-text">{option.label}</span>
                {option.description ? <span className="break-words text-12 text-text-muted">{option.description}</span> : null}
              </span>
              {!grid && option.trailing ? <span className="shrink-0 text-13 text-text-muted">{option.trailing}</span> : null}
              {!grid ? (
                <span aria-hidden="true" className={choiceMarkClasses(props.multiple === true, checked)}>
                  {checked ? "✓" : ""}
                </span>
              ) : checked ? (
                <span aria-hidden="true" className={CHOICE_TILE_MARK_CLASSES}>
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
