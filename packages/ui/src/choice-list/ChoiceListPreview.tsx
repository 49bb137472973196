// A ChoiceList as a server component draws it while its form loads after start (a form given to the page
// as a part): the legend, the options with their pictures and marks, the chosen ones marked, of the same
// look and size, so nothing shifts when the form comes. The inputs are there but not usable. No client
// code and no hooks.
import { cn } from "../lib/cn";
import type { ChoiceOption } from "./ChoiceList";
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

export interface ChoiceListPreviewProps {
  legend: ChoiceOption["label"];
  hideLegend?: boolean;
  /** The inputs' name; their ids derive from it. */
  name: string;
  options: readonly ChoiceOption[];
  /** The chosen option's value (one), or values (several). */
  value: string | null | readonly string[];
  multiple?: boolean;
  /** With `multiple`: at most this many; the others look disabled while the limit is reached, as in ChoiceList. */
  max?: number;
  layout?: "list" | "grid";
  className?: string;
}

export function ChoiceListPreview({ legend, hideLegend, name, options, value, multiple = false, max, layout = "list", className }: ChoiceListPreviewProps) {
  const chosen: readonly (string | null)[] = typeof value === "string" || value === null ? [value] : value;
  const atMax = multiple && max !== undefined && chosen.length >= max;
  const grid = layout === "grid";
  return (
    <fieldset className={cn(CHOICE_FIELDSET_CLASSES, className)} aria-busy="true">
      <legend className={choiceLegendClasses(hideLegend)}>{legend}</legend>
      <div className={choiceGroupClasses(grid)}>
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          const checked = chosen.includes(option.value);
          return (
            <label key={option.value} htmlFor={id} className={choiceOptionClasses(grid, checked, option.disabled || (atMax && !checked))}>
              <input id={id} type={multiple ? "checkbox" : "radio"} name={name} value={option.value} defaultChecked={checked} disabled className="sr-only" />
              {option.leading ? <span className={choiceLeadingClasses(grid)}>{option.leading}</span> : null}
              <span className={choiceTextClasses(grid)}>
                <span className="break-words text-15 text-text">{option.label}</span>
                {option.description ? <span className="break-words text-12 text-text-muted">{option.description}</span> : null}
              </span>
              {!grid && option.trailing ? <span className="shrink-0 text-13 text-text-muted">{option.trailing}</span> : null}
              {!grid ? (
                <span aria-hidden="true" className={choiceMarkClasses(multiple, checked)}>
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
    </fieldset>
  );
}
