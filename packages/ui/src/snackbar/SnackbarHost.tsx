import { useSyncExternalStore } from "react";
import { cn } from "../lib/cn";
import { CloseButton } from "../overlay/OverlayHeader";
import { SNACKBAR_PHASE_CLASSES, SNACKBAR_TONE_CLASSES } from "./snackbar-styles";
import type { Snackbar, SnackbarStore } from "./snackbar-store";

/** The snackbars of a store (queued ones included, with their phase), live. */
export function useSnackbars(store: SnackbarStore): readonly Snackbar[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Renders the snackbars on screen, above the bottom edge of the column. Mount once per app. */
export function SnackbarHost({ store }: { store: SnackbarStore }) {
  const visible = useSnackbars(store).filter((item) => item.phase !== "queued");
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+0.16rem)] z-[70] mx-auto flex max-w-column flex-col gap-8 px-12"
    >
      {visible.map((item) => (
        <div
          key={item.id}
          role={item.tone === "error" ? "alert" : "status"}
          data-phase={item.phase}
          className={cn(
            "pointer-events-auto flex items-center gap-8 rounded-12 py-8 pl-16 pr-12 text-14 shadow-raised",
            SNACKBAR_TONE_CLASSES[item.tone],
            SNACKBAR_PHASE_CLASSES[item.phase],
          )}
        >
          <span className="min-w-0 flex-1 break-words py-4">{item.message}</span>
          {item.action ? (
            <button
              type="button"
              className="shrink-0 rounded-8 px-8 py-6 font-semibold underline underline-offset-2"
              onClick={() => {
                item.action?.onAction();
                store.close(item.id);
              }}
            >
              {item.action.label}
            </button>
          ) : null}
          <CloseButton onClick={() => store.close(item.id)} className="m-0 size-32" inheritColor />
        </div>
      ))}
    </div>
  );
}
