"use client";
// MarketFilters as a part of its own: its code (the kit's text field, the chips) loads after start;
// until then `placeholder` (MarketFiltersPlaceholder, drawn by the server, of the filters' size).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { MarketFiltersProps } from "./MarketFilters";

export const MarketFiltersPart = lazyPart<MarketFiltersProps & { placeholder: ReactNode }>(
  () => import("./MarketFilters").then((module) => module.MarketFilters),
  ({ placeholder }) => placeholder,
);
