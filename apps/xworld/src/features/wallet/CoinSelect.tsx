"use client";
// A labelled coin picker (a native select: the phone's own picker, and accessible as is).
import { useId } from "react";

export interface CoinSelectProps {
  label: string;
  value: string;
  coins: readonly string[];
  onChange: (coin: string) => void;
  name: string;
}

export function CoinSelect({ label, value, coins, onChange, name }: CoinSelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-6">
      <label htmlFor={id} className="text-13 font-semibold text-text-muted">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-48 w-full rounded-12 border border-border bg-surface px-12 text-16 font-semibold text-text"
      >
        {coins.map((coin) => (
          <option key={coin} value={coin}>
            {coin}
          </option>
        ))}
      </select>
    </div>
  );
}
