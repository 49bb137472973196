// A phone field as a server component draws it while its form loads after start: PhoneInput's label,
// prefix and box, of the same size, so nothing shifts when the form comes. No client code and no hooks.
// The number box takes typing (a player on a slow phone starts at once) unless `disabled`: the form that
// replaces it reads what was typed with `typedIntoPreview(id)` (lib/preview-input), given to the page as a
// `typedAheadPart` (lib/typed-ahead-part). The prefix picker works once the form has come.
import type { ReactNode } from "react";
import { Field, fieldIds } from "../field/Field";
import { FIELD_BOX_CLASSES, FIELD_BOX_STATE_CLASSES, FIELD_INPUT_CLASSES } from "../field/field-styles";
import { cn } from "../lib/cn";
import { DEFAULT_DIAL_CODE, DEFAULT_PHONE_COUNTRIES, flagEmoji } from "./countries";

export interface PhoneInputPreviewProps {
  /** Names the field within the page: its number box's id is `fieldIds(id).control`. */
  id: string;
  label: ReactNode;
  /** The picker's accessible name (PhoneInput's "Country code"). */
  countryLabel: string;
  dialCode?: string;
  placeholder?: string;
  /** Drawn as a disabled PhoneInput: for a form whose part may not take over what was typed. */
  disabled?: boolean;
}

export function PhoneInputPreview({ id, label, countryLabel, dialCode = DEFAULT_DIAL_CODE, placeholder, disabled = false }: PhoneInputPreviewProps) {
  const ids = fieldIds(id);
  const country = DEFAULT_PHONE_COUNTRIES.find((c) => c.dialCode === dialCode);
  return (
    <Field ids={ids} label={label}>
      <div className={cn(FIELD_BOX_CLASSES, "pl-0", FIELD_BOX_STATE_CLASSES.normal, disabled ? FIELD_BOX_STATE_CLASSES.disabled : FIELD_BOX_STATE_CLASSES.enabled)}>
        <div className="relative flex h-full shrink-0 items-center self-stretch border-r border-border pl-12 pr-8">
          <span aria-hidden="true" className="flex items-center gap-4 text-15">
            {country ? <span>{flagEmoji(country.region)}</span> : null}
            <span>{dialCode}</span>
            <span className="text-10 text-text-muted">▼</span>
          </span>
          <select aria-label={countryLabel} disabled className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed">
            <option>{dialCode}</option>
          </select>
        </div>
        <input
          id={ids.control}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={placeholder}
          disabled={disabled}
          className={FIELD_INPUT_CLASSES}
        />
      </div>
    </Field>
  );
}
