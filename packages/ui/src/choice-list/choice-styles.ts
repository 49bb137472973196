// ChoiceList's classes, shared with ChoiceListPreview (what a server draws until the form loads), so the
// two cannot drift apart.
import { cn } from "../lib/cn";

export const CHOICE_FIELDSET_CLASSES = "m-0 flex min-w-0 flex-col gap-8 border-0 p-0";

export const choiceLegendClasses = (hidden: boolean | undefined) => cn("mb-8 p-0 text-13 font-semibold text-text-muted", hidden && "sr-only");

export const choiceGroupClasses = (grid: boolean) =>
  grid ? "grid grid-cols-4 gap-8" : "flex flex-col divide-y divide-border overflow-hidden rounded-16 border border-border bg-surface-raised";

export function choiceOptionClasses(grid: boolean, checked: boolean, disabled: boolean | undefined) {
  return cn(
    "relative flex cursor-pointer items-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus",
    grid
      ? cn("aspect-square justify-center rounded-16 border-2 p-4", checked ? "border-primary bg-surface-sunken" : "border-transparent")
      : cn("min-h-56 gap-12 px-16 py-10", checked && "bg-surface-sunken"),
    disabled && "cursor-not-allowed opacity-50",
  );
}

export const choiceLeadingClasses = (grid: boolean) => cn("flex shrink-0 items-center", grid && "size-full justify-center");

export const choiceTextClasses = (grid: boolean) => (grid ? "sr-only" : "flex min-w-0 flex-1 flex-col");

export function choiceMarkClasses(multiple: boolean, checked: boolean) {
  return cn(
    "flex size-22 shrink-0 items-center justify-center border-2 text-12 font-bold",
    multiple ? "rounded-4" : "rounded-full",
    checked ? "border-primary bg-primary text-primary-contrast" : "border-border",
  );
}

export const CHOICE_TILE_MARK_CLASSES = "absolute right-4 top-4 flex size-20 items-center justify-center rounded-full bg-primary text-11 font-bold text-primary-contrast";
