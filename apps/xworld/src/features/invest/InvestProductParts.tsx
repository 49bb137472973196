"use client";
// The browser's parts of /invest/[productId], each loaded only when it renders: the whole read when the
// page has no server read for this render's player; on the server-rendered page, the subscription, loaded
// after start. Until a part has loaded, `placeholder` shows, drawn by the server (so its code is not in the
// route's first load): the skeleton, or the terms with the form's skeleton.
import type { Locale } from "@repo/i18n/locales";
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { SubscribeAreaProps } from "./SubscribeArea";

export const InvestProductFromBrowser = placeheldPart<{ locale: Locale; productId: number }>(() => import("./InvestProductRead").then(({ InvestProductRead }) => InvestProductRead));

export const SubscribeAreaPart = placeheldPart<SubscribeAreaProps>(() => import("./SubscribeArea").then(({ SubscribeArea }) => SubscribeArea));
