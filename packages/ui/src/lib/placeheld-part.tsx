"use client";
// A lazyPart whose place its caller draws (often a server component): `<XPart {...props} placeholder={…} />`.
// A module of its own, so the routes that use only lazyPart do not carry it.
import type { ComponentType, ReactNode } from "react";
import { lazyPart } from "./lazy-part";

/** `placeholder`: what shows until the part has loaded. */
export type Placeheld<P> = P & { placeholder: ReactNode };

export function placeheldPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<Placeheld<P>> {
  return lazyPart<Placeheld<P>>(load as () => Promise<ComponentType<Placeheld<P>>>, ({ placeholder }) => placeholder);
}
