// A text area as a server component draws it while its form loads after start (a form given to the page
// as a part): TextArea's label, box with the text, hint and counter, disabled, of the same size, so nothing
// shifts when the form comes. No client code (TextArea keeps early typing, which needs the browser).
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { describedBy, Field, fieldIds } from "../field/Field";
import { FIELD_BOX_STATE_CLASSES } from "../field/field-styles";
import { cn } from "../lib/cn";
import { counterClasses, lengthOf, TEXT_AREA_CLASSES } from "./text-area-styles";

export interface TextAreaPreviewProps {
  /** Names the field within the page (its label's and hint's ids derive from it). */
  id: string;
  label: ReactNode;
  /** What the box shows. */
  value: string;
  hint?: ReactNode;
  /** Characters allowed: the counter under the box, as TextArea draws it. */
  limit?: number;
  rows?: number;
}

export function TextAreaPreview({ id, label, value, hint, limit, rows = 4 }: TextAreaPreviewProps) {
  const { t } = useLingui();
  const ids = fieldIds(id);
  const used = lengthOf(value);
  const counterId = `${ids.control}-count`;
  const described = [describedBy(ids, hint, undefined), limit !== undefined ? counterId : null].filter(Boolean).join(" ") || undefined;
  return (
    <Field ids={ids} label={label} hint={hint}>
      <textarea
        id={ids.control}
        defaultValue={value}
        rows={rows}
        disabled
        aria-describedby={described}
        className={cn(TEXT_AREA_CLASSES, FIELD_BOX_STATE_CLASSES.normal, FIELD_BOX_STATE_CLASSES.disabled)}
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
