import { useSyncExternalStore } from "react";
import { cn } from "../lib/cn";
import type { Toast, ToastStore } from "./toast-store";

/** The toasts of a store, live. */
export function useToasts(store: ToastStore): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Renders a toast store at the bottom centre of the page column. Mount once per app. */
export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useToasts(store);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+0.72rem)] z-[70] mx-auto flex max-w-column flex-col items-center gap-8 px-24"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === "error" ? "alert" : "status"}
          className={cn(
            "pointer-events-auto max-w-full animate-[ui-pop-in_160ms_ease-out] break-words rounded-12 px-16 py-10 text-center text-14 shadow-raised",
            toast.tone === "error" ? "bg-danger text-danger-contrast" : toast.tone === "success" ? "bg-success text-success-contrast" : "bg-text text-surface",
          )}
        >
          {toast.message}
        </div>
      ))}
    </div>
  );
}
