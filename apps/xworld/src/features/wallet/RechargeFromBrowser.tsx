"use client";
// The browser's read of the recharge page, loaded only when the server had none for this reader; until
// then `placeholder` shows, drawn by the server (so the skeleton's code is not in the route's first load).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";

export const RechargeFromBrowser = lazyPart<{ locale: Locale; placeholder: ReactNode }>(
  () => import("./RechargeRead").then((module) => module.RechargeRead),
  ({ placeholder }) => placeholder,
);
