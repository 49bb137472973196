"use client";
// The bank or e-wallet of a new method: a native select (the phone's own picker), labelled, with an error.
import { useId } from "react";

export interface ProviderSelectProps {
  label: string;
  placeholder: string;
  value: string;
  providers: readonly string[];
  onChange: (provider: string) => void;
  error?: string;
}

export function ProviderSelect({ label, placeholder, value, providers, onChange, error }: ProviderSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-6 block text-13 font-semibold text-text">
        {label}
      </label>
      <select
        id={id}
        name="provider"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-48 w-full rounded-12 border bg-surface-raised px-12 text-15 text-text ${error ? "border-danger" : "border-border"}`}
      >
        <option value="">{placeholder}</option>
        {providers.map((provider) => (
          <option key={provider} value={provider}>
            {provider}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} role="alert" className="mt-6 text-12 text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
