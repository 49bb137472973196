// Toasts (spec section 9): a short message at the bottom centre that hides itself after 5000 ms;
// the same message is never on screen twice at once. Framework-free: an app keeps one store and
// calls `show` from anywhere (an API error handler, a button); <Toaster> renders it.
import { createExternalStore, type ExternalStore } from "../lib/external-store";

export type ToastTone = "info" | "success" | "error";

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface ToastStore extends ExternalStore<readonly Toast[]> {
  /** Shows a toast; returns its id, or the id of the identical toast already on screen. */
  show: (message: string, options?: { tone?: ToastTone }) => number;
  dismiss: (id: number) => void;
}

export const TOAST_AUTO_HIDE_MS = 5000;
// Spec: not shown — what a duplicate does: it is dropped and does not restart the first one's timer.

export function createToastStore({ autoHideMs = TOAST_AUTO_HIDE_MS }: { autoHideMs?: number } = {}): ToastStore {
  const store = createExternalStore<readonly Toast[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    store.set(store.getSnapshot().filter((toast) => toast.id !== id));
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    show(message, { tone = "info" } = {}) {
      const same = store.getSnapshot().find((toast) => toast.message === message);
      if (same) return same.id;
      const id = nextId++;
      store.set([...store.getSnapshot(), { id, message, tone }]);
      timers.set(
        id,
        setTimeout(() => dismiss(id), autoHideMs),
      );
      return id;
    },
    dismiss,
  };
}
