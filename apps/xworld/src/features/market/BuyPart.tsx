"use client";
// The buy panel as a part of its own, for the server-rendered listing page: its code (the purchase and
// cancel calls, the wallet's read, the confirmation) loads after start. Until then `placeholder`, the
// panel as it first shows, drawn by the server (BuyPanelPlaceholder), so its code is not the route's.
import { placeheldPart } from "@repo/ui/lib/placeheld-part";
import type { BuyPanelProps } from "./BuyPanel";

export const BuyPart = placeheldPart<BuyPanelProps>(() => import("./BuyPanel").then((module) => module.BuyPanel));
