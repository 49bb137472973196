"use client";
// CountryPicker as a part loaded after start: until then `still`, the server's list with plain rows.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { CountryPickerProps } from "./CountryPicker";

export const CountryPickerPart = lazyPart<CountryPickerProps & { still: ReactNode }>(
  () => import("./CountryPicker").then(({ CountryPicker }) => CountryPicker),
  ({ still }) => still,
);
