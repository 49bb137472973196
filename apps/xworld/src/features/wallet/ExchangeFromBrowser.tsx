"use client";
// The exchange's browser parts, each loaded only when it renders: the whole read when the server had none
// for this reader; on the server-rendered page, the form, loaded after
// start. Until then `placeholder` shows, drawn by the server (ExchangeFormPreview: the form's look and
// figures, not yet usable), so its code is not in the route's first load.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { ExchangeLiveProps } from "./ExchangeLive";
import type { ExchangeReadProps } from "./ExchangeRead";

export const ExchangeFromBrowser = lazyPart<ExchangeReadProps & { placeholder: ReactNode }>(
  () => import("./ExchangeRead").then((module) => module.ExchangeRead),
  ({ placeholder }) => placeholder,
);

export const ExchangePart = lazyPart<ExchangeLiveProps & { placeholder: ReactNode }>(
  () => import("./ExchangeLive").then((module) => module.ExchangeLive),
  ({ placeholder }) => placeholder,
);
