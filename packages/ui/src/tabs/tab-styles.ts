// Class names of the tab list and its tabs (Tabs, and a server's drawing of them before they work).
import { cn } from "../lib/cn";

export const tabListClasses = (stretch: boolean) => cn("flex gap-4 border-b border-border", stretch ? "" : "overflow-x-auto [scrollbar-width:none]");

export const tabClasses = (selected: boolean, stretch: boolean) =>
  cn(
    "relative -mb-px inline-flex min-h-44 shrink-0 items-center justify-center gap-4 whitespace-nowrap border-b-2 px-12 text-15 transition-colors",
    stretch && "flex-1",
    selected ? "border-primary font-semibold text-text" : "border-transparent text-text-muted",
    "disabled:cursor-not-allowed disabled:opacity-50",
  );

/** The tab panel's padding above its content. */
export const TAB_PANEL_CLASSES = "pt-12 outline-none";
