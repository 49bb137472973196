"use client";
// The browser's parts of /invest/[productId], each loaded only when it renders: the whole read when the
// page has no server read for this render's player; on the server-rendered page, the subscription, loaded
// after start. Until a part has loaded, `placeholder` shows, drawn by the server (so its code is not in the
// route's first load): the skeleton, or the terms with the form's skeleton.
import type { Locale } from "@repo/i18n/locales";
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { SubscribeAreaProps } from "./SubscribeArea";

type Placeheld<P> = P & { placeholder: ReactNode };
const drawn = ({ placeholder }: { placeholder: ReactNode }) => placeholder;

export const InvestProductFromBrowser = lazyPart<Placeheld<{ locale: Locale; productId: number }>>(
  () => import("./InvestProductRead").then(({ InvestProductRead }) => InvestProductRead),
  drawn,
);

export const SubscribeAreaPart = lazyPart<Placeheld<SubscribeAreaProps>>(() => import("./SubscribeArea").then(({ SubscribeArea }) => SubscribeArea), drawn);
