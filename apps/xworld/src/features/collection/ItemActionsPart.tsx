"use client";
// The owner's actions as a part loaded after start: only the browser knows who looks (the item is read
// on the server as a guest), and the sheets, the session and the result cards are not the route's first
// load. Spec: not shown — what shows before the part has loaded. Choice: nothing (most visitors are not
// the owner); what came of a sale or a send shows here, under the item (it was above it).
import { lazyPart } from "@repo/ui/lib/lazy-part";
import type { ItemOwnerActionsProps } from "./ItemOwnerActions";

export const ItemActionsPart = lazyPart<ItemOwnerActionsProps>(() => import("./ItemOwnerActions").then(({ ItemOwnerActions }) => ItemOwnerActions), null);
