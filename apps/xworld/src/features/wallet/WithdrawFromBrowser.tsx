"use client";
// The withdrawal's browser parts, each loaded only when it renders: the whole read when the server had no
// complete read for this reader; on the server-rendered page, the form, loaded after start. Until then
// `placeholder` shows, drawn by the server (the skeleton, or WithdrawFormPreview: the form's look and
// figures, not yet usable), so its code is not in the route's first load.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ReactNode } from "react";
import type { WithdrawLiveProps } from "./WithdrawLive";
import type { WithdrawReadProps } from "./WithdrawRead";

type Placeheld<P> = P & { placeholder: ReactNode };
const drawn = ({ placeholder }: { placeholder: ReactNode }) => placeholder;

export const WithdrawFromBrowser = lazyPart<Placeheld<WithdrawReadProps>>(() => import("./WithdrawRead").then((module) => module.WithdrawRead), drawn);

export const WithdrawPart = lazyPart<Placeheld<WithdrawLiveProps>>(() => import("./WithdrawLive").then((module) => module.WithdrawLive), drawn);
