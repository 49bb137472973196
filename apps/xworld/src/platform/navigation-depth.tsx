"use client";
// Whether the player reached the current page from another page of this app in this tab (then "back"
// returns there) or arrived on it directly (then "back" would leave the app). Counted from route changes.
import { usePathname } from "next/navigation";
import { useEffect } from "react";

let pagesSeen = 0;
let lastPath: string | null = null;

/** Notes a page the player is on; the same path twice (a re-render, a query change) counts once. */
export function notePage(path: string): void {
  if (path === lastPath) return;
  lastPath = path;
  pagesSeen += 1;
}

/** True once the player has moved from one page of the app to another in this tab. */
export function cameFromAppPage(): boolean {
  return pagesSeen > 1;
}

/** Mounted once beside the pages: counts every route they move through. */
export function NavigationDepth() {
  const pathname = usePathname();
  useEffect(() => notePage(pathname), [pathname]);
  return null;
}
