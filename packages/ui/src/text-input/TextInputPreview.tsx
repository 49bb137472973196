// A text field as a server component draws it while its form loads after start (a form given to the page
// as a part): TextInput's label, box and hint, disabled, of the same size, so nothing shifts when the form
// comes. No client code and no hooks (TextInput keeps early typing, which needs the browser).
import type { ReactNode } from "react";
import { describedBy, Field, fieldIds } from "../field/Field";
import { FIELD_BOX_CLASSES, FIELD_BOX_STATE_CLASSES, FIELD_INPUT_CLASSES } from "../field/field-styles";
import { cn } from "../lib/cn";

export interface TextInputPreviewProps {
  /** Names the field within the page (its label's and hint's ids derive from it). */
  id: string;
  label: ReactNode;
  /** As TextInput's: the label is for screen readers only. */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** As TextInput's: what the empty box says. */
  placeholder?: string;
  /** As TextInput's: the input's type (a search box: "search"). */
  type?: "text" | "search";
  /** What the box shows (none: empty). */
  value?: string;
  /** Drawn inside the box after the text, as TextInput's `trailing`. */
  trailing?: ReactNode;
}

export function TextInputPreview({ id, label, hideLabel, hint, placeholder, type, value, trailing }: TextInputPreviewProps) {
  const ids = fieldIds(id);
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint}>
      <div className={cn(FIELD_BOX_CLASSES, FIELD_BOX_STATE_CLASSES.normal, FIELD_BOX_STATE_CLASSES.disabled)}>
        <input id={ids.control} type={type} disabled defaultValue={value} placeholder={placeholder} aria-describedby={describedBy(ids, hint, undefined)} className={FIELD_INPUT_CLASSES} />
        {trailing}
      </div>
    </Field>
  );
}
