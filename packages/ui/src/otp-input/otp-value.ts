// The editing rules of the one-time-code cells, as pure functions over the code string. The code is
// always contiguous: cells fill from the left, and focus never skips past the first empty cell.

/** Digits only, at most `length` of them. */
export function sanitizeCode(input: string, length: number): string {
  return input.replace(/\D/g, "").slice(0, length);
}

/**
 * Types or pastes `input` into cell `index`: its digits overwrite the code from that cell on.
 * Returns the new code and the cell to focus next.
 */
export function writeAt(code: string, index: number, input: string, length: number): { code: string; focus: number } {
  const digits = input.replace(/\D/g, "");
  if (!digits) return { code, focus: index };
  const start = Math.min(index, code.length);
  const next = sanitizeCode(code.slice(0, start) + digits + code.slice(start + digits.length), length);
  return { code: next, focus: Math.min(start + digits.length, length - 1) };
}

/**
 * Backspace in cell `index`: clears that cell's digit, or, in an empty cell, the one before it.
 * Later digits move left so the code stays contiguous.
 */
export function eraseAt(code: string, index: number): { code: string; focus: number } {
  if (index < code.length) return { code: code.slice(0, index) + code.slice(index + 1), focus: index };
  if (index === 0) return { code, focus: 0 };
  const previous = Math.min(index, code.length) - 1;
  return { code: code.slice(0, previous) + code.slice(previous + 1), focus: previous };
}
