"use client";
// The browser's parts of the methods page, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, the actions, loaded after
// start. Until a part has loaded, `placeholder` shows, drawn by the server.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { PaymentMethodsAreaProps } from "./PaymentMethodsArea";
import type { PaymentMethodsReadProps } from "./PaymentMethodsRead";

export const PaymentMethodsFromBrowser = placeheldPart<PaymentMethodsReadProps>(() => import("./PaymentMethodsRead").then(({ PaymentMethodsRead }) => PaymentMethodsRead));

export const PaymentMethodsAreaPart = placeheldPart<PaymentMethodsAreaProps>(() => import("./PaymentMethodsArea").then(({ PaymentMethodsArea }) => PaymentMethodsArea));
