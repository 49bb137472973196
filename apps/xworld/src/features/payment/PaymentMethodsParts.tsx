"use client";
// The browser's parts of the methods page, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, the actions, loaded after
// start. Until a part has loaded, `placeholder` shows, drawn by the server.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { PaymentMethodsAreaProps } from "./PaymentMethodsArea";
import type { PaymentMethodsReadProps } from "./PaymentMethodsRead";

type Placeheld<P> = P & { placeholder: ReactNode };
const drawn = ({ placeholder }: { placeholder: ReactNode }) => placeholder;

export const PaymentMethodsFromBrowser = lazyPart<Placeheld<PaymentMethodsReadProps>>(
  () => import("./PaymentMethodsRead").then(({ PaymentMethodsRead }) => PaymentMethodsRead),
  drawn,
);

export const PaymentMethodsAreaPart = lazyPart<Placeheld<PaymentMethodsAreaProps>>(
  () => import("./PaymentMethodsArea").then(({ PaymentMethodsArea }) => PaymentMethodsArea),
  drawn,
);
