// What a player typed into a field a server drew (PhoneInputPreview's number box) before the part that
// replaces it had loaded, read by that part as it first renders (see typedAheadPart), and whether they
// were still typing in it (the part then keeps the focus).
import { fieldIds } from "../field/Field";

export interface TypedIntoPreview {
  value: string;
  focused: boolean;
}

/** `fieldId`: the preview's `id` (its box is `fieldIds(fieldId).control`). Nothing typed when it is not in the page. */
export function typedIntoPreview(fieldId: string): TypedIntoPreview {
  if (typeof document === "undefined") return { value: "", focused: false };
  const control = document.getElementById(fieldIds(fieldId).control);
  if (!(control instanceof HTMLInputElement)) return { value: "", focused: false };
  return { value: control.value, focused: document.activeElement === control };
}
