"use client";
// MatchBalance as a part loaded after start on the server-rendered match page ("--" until then, as
// until the balance is read).
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const MatchBalancePart = lazyPart<{ locale: Locale; coin: string }>(() => import("./MatchBalance").then((module) => module.MatchBalance), "--");
