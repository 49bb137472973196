"use client";
// The browser's parts of /luckycode/buy, each loaded only when it renders: the whole read when the page has
// no server read for this render's reader; on the server-rendered page, the code-buying form, loaded after
// start. Until a part has loaded, `placeholder` shows, drawn by the server (so its code is not in the
// route's first load).
import type { Locale } from "@repo/i18n/locales";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { BuyCodesProps } from "./BuyCodes";

export const LuckyCodeFromBrowser = placeheldPart<{ locale: Locale; drawId: number | null }>(() => import("./LuckyCodeRead").then(({ LuckyCodeRead }) => LuckyCodeRead));

export const BuyCodesPart = placeheldPart<BuyCodesProps>(() => import("./BuyCodes").then(({ BuyCodes }) => BuyCodes));
