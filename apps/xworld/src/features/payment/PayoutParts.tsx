"use client";
// The browser's parts of the payout pages, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, the form, loaded after start.
// Until a part has loaded, `placeholder` shows, drawn by the server (so its code is not in the route's
// first load).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { PayoutAreaProps } from "./PayoutArea";
import type { PayoutReadProps } from "./PayoutRead";

type Placeheld<P> = P & { placeholder: ReactNode };
const drawn = ({ placeholder }: { placeholder: ReactNode }) => placeholder;

export const PayoutFromBrowser = lazyPart<Placeheld<PayoutReadProps>>(() => import("./PayoutRead").then(({ PayoutRead }) => PayoutRead), drawn);

export const PayoutAreaPart = lazyPart<Placeheld<PayoutAreaProps>>(() => import("./PayoutArea").then(({ PayoutArea }) => PayoutArea), drawn);
