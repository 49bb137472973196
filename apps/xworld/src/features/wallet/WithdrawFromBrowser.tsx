"use client";
// The withdrawal's browser parts, each loaded only when it renders: the whole read when the server had no
// complete read for this reader; on the server-rendered page, the form, loaded after start. Until then
// `placeholder` shows, drawn by the server (the skeleton, or WithdrawFormPreview: the form's look and
// figures, not yet usable), so its code is not in the route's first load.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { WithdrawLiveProps } from "./WithdrawLive";
import type { WithdrawReadProps } from "./WithdrawRead";

export const WithdrawFromBrowser = placeheldPart<WithdrawReadProps>(() => import("./WithdrawRead").then((module) => module.WithdrawRead));

export const WithdrawPart = placeheldPart<WithdrawLiveProps>(() => import("./WithdrawLive").then((module) => module.WithdrawLive));
