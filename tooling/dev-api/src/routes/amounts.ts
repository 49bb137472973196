// Reading amounts from input: decimal strings, positive, at most six decimals.
import { DEV_CODES, fail } from "../envelope";
import { toMicro } from "../state/money";

export function parseAmount(text: string, field = "amount"): number {
  if (!/^\d+(\.\d{1,6})?$/.test(text.trim())) {
    return fail(DEV_CODES.INVALID_PARAMS, "Invalid amount", { [field]: ["Enter a positive number with at most 6 decimals"] });
  }
  const micro = toMicro(text.trim());
  if (micro <= 0) return fail(DEV_CODES.INVALID_PARAMS, "Invalid amount", { [field]: ["Must be more than 0"] });
  return micro;
}

/** A readable, unique id such as "W-000042". */
export const recordId = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, "0")}`;
