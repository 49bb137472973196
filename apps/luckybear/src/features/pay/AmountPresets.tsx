"use client";
// Quick-pick amounts of recharge_conf: pressing one fills the amount field.
import { formatMoney } from "@repo/i18n/currency";
import type { Locale } from "@repo/i18n/locales";

export interface AmountPresetsProps {
  label: string;
  presets: readonly string[];
  currency: string;
  locale: Locale;
  /** The preset currently in the field (normalised), if any. */
  selected: string | null;
  onPick: (amount: string) => void;
  disabled?: boolean;
}

export function AmountPresets({ label, presets, currency, locale, selected, onPick, disabled }: AmountPresetsProps) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-2 gap-8">
      {presets.map((preset) => {
        const pressed = selected === preset;
        return (
          <button
            key={preset}
            type="button"
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onPick(preset)}
            className={`min-h-44 rounded-12 border px-8 text-15 font-semibold tabular-nums transition-colors disabled:opacity-50 ${
              pressed ? "border-primary bg-primary text-primary-contrast" : "border-border bg-surface text-text"
            }`}
          >
            {formatMoney(preset, { locale, currency, compact: false })}
          </button>
        );
      })}
    </div>
  );
}
