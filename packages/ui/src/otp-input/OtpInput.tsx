import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId, useRef } from "react";
import { Field, fieldIds } from "../field/Field";
import { cn } from "../lib/cn";
import { eraseAt, sanitizeCode, writeAt } from "./otp-value";

export interface OtpInputProps {
  /** The digits entered so far. */
  value: string;
  onChange: (value: string) => void;
  /** Called once the last cell is filled, with the whole code. */
  onComplete?: (code: string) => void;
  /** Number of cells; the one-time codes the product sends have 6. */
  length?: number;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
}

/** One-time code entry: one cell per digit, paste fills all cells, backspace walks back. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  label,
  hint,
  error,
  disabled,
  autoFocus,
  id,
}: OtpInputProps) {
  const { t } = useLingui();
  const generated = useId();
  const ids = fieldIds(id ?? generated);
  const cells = useRef<Array<HTMLInputElement | null>>([]);
  const code = sanitizeCode(value, length);
  // The code as of the last edit, ahead of the parent's re-render, for the focus rule below.
  const latest = useRef(code);
  latest.current = code;

  const focusCell = (index: number) => {
    const cell = cells.current[Math.max(0, Math.min(index, length - 1))];
    cell?.focus();
    cell?.select();
  };

  const commit = (next: { code: string; focus: number }) => {
    latest.current = next.code;
    if (next.code !== code) {
      onChange(next.code);
      if (next.code.length === length) onComplete?.(next.code);
    }
    focusCell(next.focus);
  };

  return (
    <Field ids={ids} label={label ?? t`Verification code`} hint={hint} error={error} labelFor="group">
      <div
        role="group"
        aria-labelledby={ids.label}
        aria-describedby={error ? ids.error : hint ? ids.hint : undefined}
        className="flex justify-between gap-8"
      >
        {Array.from({ length }, (_, index) => {
          const position = index + 1;
          return (
            <input
              key={index}
              ref={(element) => {
                cells.current[index] = element;
              }}
              id={index === 0 ? ids.control : undefined}
              aria-label={t`Digit ${position} of ${length}`}
              aria-invalid={error ? true : undefined}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? "one-time-code" : "off"}
              autoFocus={autoFocus && index === 0}
              disabled={disabled}
              value={code[index] ?? ""}
              className={cn(
                "aspect-[44/52] w-full min-w-0 max-w-52 rounded-12 border bg-surface-raised text-center text-24 font-semibold text-text caret-primary outline-none transition-colors",
                "focus:border-primary disabled:bg-surface-sunken disabled:text-text-muted",
                error ? "border-danger" : code[index] ? "border-text-muted" : "border-border",
              )}
              onFocus={(event) => {
                // Cells fill from the left: focusing a cell past the first empty one moves there.
                if (index > latest.current.length) focusCell(latest.current.length);
                else event.currentTarget.select();
              }}
              onChange={(event) => {
                // Autofill, IME and some mobile keyboards arrive here rather than as key presses.
                // A filled cell then holds its old digit next to the new one: keep the new one.
                const raw = event.target.value;
                const previous = code[index];
                const typed = previous && raw.length === 2 ? (raw.startsWith(previous) ? raw.slice(1) : raw.slice(0, 1)) : raw;
                commit(writeAt(code, index, typed, length));
              }}
              onPaste={(event) => {
                event.preventDefault();
                commit(writeAt(code, index, event.clipboardData.getData("text"), length));
              }}
              onKeyDown={(event) => {
                if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey) {
                  event.preventDefault();
                  commit(writeAt(code, index, event.key, length));
                } else if (event.key === "Backspace") {
                  event.preventDefault();
                  commit(eraseAt(code, index));
                } else if (event.key === "ArrowLeft") {
                  event.preventDefault();
                  focusCell(index - 1);
                } else if (event.key === "ArrowRight") {
                  event.preventDefault();
                  focusCell(Math.min(index + 1, code.length));
                }
              }}
            />
          );
        })}
      </div>
    </Field>
  );
}
