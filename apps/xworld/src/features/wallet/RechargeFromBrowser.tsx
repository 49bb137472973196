"use client";
// The browser's read of the recharge page, loaded only when the server had none for this reader; until
// then `placeholder` shows, drawn by the server (so the skeleton's code is not in the route's first load).
import type { Locale } from "@repo/i18n/locales";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";

export const RechargeFromBrowser = placeheldPart<{ locale: Locale }>(() => import("./RechargeRead").then((module) => module.RechargeRead));
