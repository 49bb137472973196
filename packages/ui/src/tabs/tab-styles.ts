// Class names of the tab list and its tabs (Tabs, and a server's drawing of them before they work).
import { cn } from "../lib/cn";

/** The tab list scrolls sideways when its tabs are wider than the screen (stretched ones only in the last resort, their longest words wider). */
export const TAB_LIST_CLASSES = "flex gap-4 overflow-x-auto border-b border-border [scrollbar-width:none]";

export const tabClasses = (selected: boolean, stretch: boolean) =>
  cn(
    "relative -mb-px inline-flex min-h-44 items-center justify-center gap-4 border-b-2 text-15 transition-colors",
    // Stretched tabs share the width equally, each at least as wide as its longest word; a label longer
    // than its share wraps between words (Vietnamese "Rút về tài khoản" pushed a four-tab list past the
    // screen). Scrolling tabs keep one line each.
    stretch ? "flex-1 px-6 py-4 text-center leading-tight" : "shrink-0 whitespace-nowrap px-12",
    selected ? "border-primary font-semibold text-text" : "border-transparent text-text-muted",
    "disabled:cursor-not-allowed disabled:opacity-50",
  );

/** The tab panel's padding above its content. */
export const TAB_PANEL_CLASSES = "pt-12 outline-none";
