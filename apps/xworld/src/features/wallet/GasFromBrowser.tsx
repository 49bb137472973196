"use client";
// The network fee page's table, loaded after start (its code is not in the route's first load): with the
// server's reads it asks for nothing they answered. Until then `placeholder` shows, drawn by the server
// (GasTablePreview with the server's fees, or the skeleton when the server had no reads for this reader).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { GasReadProps } from "./GasRead";

export const GasFromBrowser = lazyPart<GasReadProps & { placeholder: ReactNode }>(
  () => import("./GasRead").then((module) => module.GasRead),
  ({ placeholder }) => placeholder,
);
