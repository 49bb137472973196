import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId, useMemo, useState } from "react";
import { describedBy, Field, fieldIds } from "../field/Field";
import { FIELD_BOX_CLASSES, FIELD_BOX_STATE_CLASSES, FIELD_INPUT_CLASSES } from "../field/field-styles";
import { cn } from "../lib/cn";
import { useKeepEarlyInput } from "../lib/early-input";
import { DEFAULT_DIAL_CODE, DEFAULT_PHONE_COUNTRIES, flagEmoji, nationalDigits, type PhoneCountry } from "./countries";

export interface PhoneInputProps {
  label: ReactNode;
  hideLabel?: boolean;
  /** Selected dial code, e.g. "+84". */
  dialCode?: string;
  onDialCodeChange?: (dialCode: string, country: PhoneCountry) => void;
  /** National number, digits only. */
  number: string;
  onNumberChange: (digits: string) => void;
  countries?: readonly PhoneCountry[];
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  name?: string;
  id?: string;
  autoFocus?: boolean;
}

/** A phone number field with a country dial-code picker (+84 by default). */
export function PhoneInput({
  label,
  hideLabel,
  dialCode = DEFAULT_DIAL_CODE,
  onDialCodeChange,
  number,
  onNumberChange,
  countries = DEFAULT_PHONE_COUNTRIES,
  hint,
  error,
  disabled,
  placeholder,
  name,
  id,
  autoFocus,
}: PhoneInputProps) {
  const { t, i18n } = useLingui();
  const generated = useId();
  const ids = fieldIds(id ?? generated);
  // Several regions share a dial code (+7): remember which one the player picked.
  const [pickedRegion, setPickedRegion] = useState<string>();
  const selected =
    countries.find((c) => c.region === pickedRegion && c.dialCode === dialCode) ??
    countries.find((c) => c.dialCode === dialCode);
  const keepEarlyCountry = useKeepEarlyInput<HTMLSelectElement>(selected?.region ?? "");
  const keepEarlyNumber = useKeepEarlyInput<HTMLInputElement>(number);

  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.locale], { type: "region" });
    } catch {
      return undefined;
    }
  }, [i18n.locale]);

  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <div
        className={cn(
          FIELD_BOX_CLASSES,
          "pl-0",
          error ? FIELD_BOX_STATE_CLASSES.invalid : FIELD_BOX_STATE_CLASSES.normal,
          disabled ? FIELD_BOX_STATE_CLASSES.disabled : FIELD_BOX_STATE_CLASSES.enabled,
        )}
      >
        {/* The visible prefix is drawn by the span; the transparent native select on top of it
            opens the phone's own picker and carries the accessible name. */}
        <div className="relative flex h-full shrink-0 items-center self-stretch border-r border-border pl-12 pr-8">
          <span aria-hidden="true" className="flex items-center gap-4 text-15">
            {selected ? <span>{flagEmoji(selected.region)}</span> : null}
            <span>{dialCode}</span>
            <span className="text-10 text-text-muted">▼</span>
          </span>
          <select
            ref={keepEarlyCountry}
            aria-label={t`Country code`}
            className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
            disabled={disabled}
            value={selected?.region ?? ""}
            onChange={(event) => {
              const country = countries.find((c) => c.region === event.target.value);
              if (!country) return;
              setPickedRegion(country.region);
              onDialCodeChange?.(country.dialCode, country);
            }}
          >
            {selected ? null : <option value="">{dialCode}</option>}
            {countries.map((country) => (
              <option key={country.region} value={country.region}>
                {`${flagEmoji(country.region)} ${regionNames?.of(country.region) ?? country.region} (${country.dialCode})`}
              </option>
            ))}
          </select>
        </div>
        <input
          ref={keepEarlyNumber}
          id={ids.control}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          autoFocus={autoFocus}
          disabled={disabled}
          placeholder={placeholder}
          value={number}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          className={FIELD_INPUT_CLASSES}
          onChange={(event) => onNumberChange(nationalDigits(event.target.value, dialCode))}
        />
      </div>
    </Field>
  );
}
