"use client";
// "Contact support"'s button (the player's own support bot, read by the browser) as a part loaded after
// start on the server-rendered feedback screens; a block of the button's height until then.
import { lazyPart } from "@repo/ui/lib/lazy-part";
import { Skeleton } from "@repo/ui/skeleton";

export const XworldContactSupportPart = lazyPart(
  () => import("./XworldContactSupportButton").then(({ XworldContactSupportButton }) => XworldContactSupportButton),
  <Skeleton height={52} className="rounded-16" />,
);
