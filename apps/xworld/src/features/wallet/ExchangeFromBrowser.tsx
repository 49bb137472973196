"use client";
// The exchange's browser parts, each loaded only when it renders: the whole read when the server had none
// for this reader; on the server-rendered page, the form, loaded after
// start. Until then `placeholder` shows, drawn by the server (ExchangeFormPreview: the form's look and
// figures, not yet usable), so its code is not in the route's first load.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { ExchangeLiveProps } from "./ExchangeLive";
import type { ExchangeReadProps } from "./ExchangeRead";

export const ExchangeFromBrowser = placeheldPart<ExchangeReadProps>(() => import("./ExchangeRead").then((module) => module.ExchangeRead));

export const ExchangePart = placeheldPart<ExchangeLiveProps>(() => import("./ExchangeLive").then((module) => module.ExchangeLive));
