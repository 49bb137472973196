export type OverlayPlacement = "center" | "bottom" | "start" | "end";

/** frame: how the panel sits in the page column; panel: its shape; entrance: how it comes in. */
export const OVERLAY_PLACEMENT_CLASSES: Record<OverlayPlacement, { frame: string; panel: string; entrance: string }> = {
  center: {
    frame: "items-center justify-center p-24",
    panel: "flex max-h-full w-full flex-col overflow-hidden rounded-20",
    entrance: "animate-[ui-pop-in_200ms_ease-out]",
  },
  bottom: {
    frame: "items-end",
    panel: "flex max-h-[88dvh] w-full flex-col overflow-hidden rounded-t-20 pb-[env(safe-area-inset-bottom)]",
    entrance: "animate-[ui-slide-up_240ms_ease-out]",
  },
  start: {
    frame: "justify-start",
    panel: "flex h-full w-4/5 max-w-300 flex-col overflow-hidden",
    entrance: "animate-[ui-slide-in-start_240ms_ease-out]",
  },
  end: {
    frame: "justify-end",
    panel: "flex h-full w-4/5 max-w-300 flex-col overflow-hidden",
    entrance: "animate-[ui-slide-in-end_240ms_ease-out]",
  },
};

/** The backdrop's entrance. */
export const BACKDROP_ENTRANCE = "animate-[ui-fade-in_200ms_ease-out]";
