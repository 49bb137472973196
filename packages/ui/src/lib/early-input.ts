"use client";
import { type Ref, type RefCallback, useCallback, useEffect, useRef } from "react";

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type ControlledValue = string | number | readonly string[] | undefined;

/**
 * Hands what a player typed (or picked) before hydration to the field's own change handler, as if
 * typed now; true when there was something to hand over. Hydration leaves such text in the box but not
 * in the form's state, and the field's next render would put the state's value back.
 */
export function replayEarlyInput(element: FormControl, rendered: string): boolean {
  const early = element.value;
  if (early === rendered) return false;
  // React notes a value assigned through the element (its own record of what the field shows) but
  // not one written through the prototype's setter: the event that follows then reads as an edit.
  element.value = rendered;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, "value")?.set?.call(element, early);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  return true;
}

/**
 * The ref for a controlled field rendered on the server: once hydrated, what the player typed while
 * the page's script loaded (a phone number on a slow phone) reaches the form instead of being wiped.
 * `rendered` is the field's value prop (undefined: uncontrolled, which keeps its text by itself);
 * `forwarded` is a ref the field's caller passed, which keeps working.
 */
export function useKeepEarlyInput<T extends FormControl>(rendered: ControlledValue, forwarded?: Ref<T>): RefCallback<T> {
  const element = useRef<T | null>(null);
  // The value the server rendered is the one hydration compares against; later renders do not matter.
  const atMount = useRef(rendered);
  useEffect(() => {
    const value = atMount.current;
    if (element.current && value !== undefined && !Array.isArray(value)) replayEarlyInput(element.current, String(value));
  }, []);
  return useCallback(
    (node: T | null) => {
      element.current = node;
      if (typeof forwarded === "function") forwarded(node);
      else if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );
}
