"use client";
// The browser's parts of the payout pages, each loaded only when it renders: the whole read when the page
// has no server read for this render's player; on the server-rendered page, the form, loaded after start.
// Until a part has loaded, `placeholder` shows, drawn by the server (so its code is not in the route's
// first load).
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { PayoutAreaProps } from "./PayoutArea";
import type { PayoutReadProps } from "./PayoutRead";

export const PayoutFromBrowser = placeheldPart<PayoutReadProps>(() => import("./PayoutRead").then(({ PayoutRead }) => PayoutRead));

export const PayoutAreaPart = placeheldPart<PayoutAreaProps>(() => import("./PayoutArea").then(({ PayoutArea }) => PayoutArea));
