"use client";
// A row of single-choice chips (radio buttons underneath): coins, chains.
import { useId } from "react";

export interface ChoiceChipsProps {
  legend: string;
  name: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  value: string;
  onChange: (value: string) => void;
}

export function ChoiceChips({ legend, name, options, value, onChange }: ChoiceChipsProps) {
  const base = useId();
  return (
    <fieldset className="flex flex-col gap-8">
      <legend className="mb-8 text-13 font-semibold text-text-muted">{legend}</legend>
      <div className="flex flex-wrap gap-8">
        {options.map((option) => {
          const id = `${base}-${option.value}`;
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={`inline-flex min-h-40 cursor-pointer items-center rounded-full border px-14 text-14 font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
                checked ? "border-primary bg-primary text-primary-contrast" : "border-border bg-surface text-text"
              } ${option.disabled ? "cursor-not-allowed opacity-50" : ""}`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
