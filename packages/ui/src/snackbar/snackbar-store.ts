// Snackbars (spec section 4 and 9): each goes queued → shown → entered → closing → gone, and at most
// `maxVisible` (1) are on screen; the rest wait in order. Framework-free: apps keep one store and
// call `enqueue` from anywhere; <SnackbarHost> renders it.
import { createExternalStore, type ExternalStore } from "../lib/external-store";

export type SnackbarPhase = "queued" | "shown" | "entered" | "closing";
export type SnackbarTone = "info" | "success" | "warning" | "error";

export interface SnackbarAction {
  label: string;
  onAction: () => void;
}

export interface Snackbar {
  id: number;
  message: string;
  tone: SnackbarTone;
  action?: SnackbarAction;
  phase: SnackbarPhase;
}

export interface EnqueueOptions {
  tone?: SnackbarTone;
  action?: SnackbarAction;
  /** Milliseconds on screen once entered; null keeps it until closed. */
  autoHideMs?: number | null;
}

export interface SnackbarStoreOptions {
  /** How many may be on screen at once (the spec: 1; the library it replaces defaulted to 3). */
  maxVisible?: number;
  autoHideMs?: number;
  /** Length of the enter and exit animations (the component's CSS uses the same values). */
  enterMs?: number;
  exitMs?: number;
}

export interface SnackbarStore extends ExternalStore<readonly Snackbar[]> {
  enqueue: (message: string, options?: EnqueueOptions) => number;
  close: (id: number) => void;
  closeAll: () => void;
}

// Spec: not shown — how long a snackbar stays and its animation; 5000 ms like the toast, and the
// enter/exit lengths of the Material snackbar the product's library followed.
export const SNACKBAR_ENTER_MS = 225;
export const SNACKBAR_EXIT_MS = 195;

export function createSnackbarStore({
  maxVisible = 1,
  autoHideMs = 5000,
  enterMs = SNACKBAR_ENTER_MS,
  exitMs = SNACKBAR_EXIT_MS,
}: SnackbarStoreOptions = {}): SnackbarStore {
  const store = createExternalStore<readonly Snackbar[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const hideAfter = new Map<number, number | null>();
  let nextId = 1;

  const setPhase = (id: number, phase: SnackbarPhase) =>
    store.set(store.getSnapshot().map((item) => (item.id === id ? { ...item, phase } : item)));

  const schedule = (id: number, ms: number, run: () => void) => {
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        run();
      }, ms),
    );
  };

  const remove = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    hideAfter.delete(id);
    store.set(store.getSnapshot().filter((item) => item.id !== id));
    showNext();
  };

  const showNext = () => {
    const items = store.getSnapshot();
    const onScreen = items.filter((item) => item.phase !== "queued").length;
    const next = items.find((item) => item.phase === "queued");
    if (!next || onScreen >= maxVisible) return;
    setPhase(next.id, "shown");
    schedule(next.id, enterMs, () => {
      setPhase(next.id, "entered");
      const hideMs = hideAfter.get(next.id);
      if (hideMs !== null && hideMs !== undefined) schedule(next.id, hideMs, () => close(next.id));
    });
    showNext();
  };

  const close = (id: number) => {
    const item = store.getSnapshot().find((candidate) => candidate.id === id);
    if (!item || item.phase === "closing") return;
    if (item.phase === "queued") return remove(id);
    setPhase(id, "closing");
    schedule(id, exitMs, () => remove(id));
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    enqueue(message, options = {}) {
      const id = nextId++;
      hideAfter.set(id, options.autoHideMs === undefined ? autoHideMs : options.autoHideMs);
      const item: Snackbar = { id, message, tone: options.tone ?? "info", action: options.action, phase: "queued" };
      store.set([...store.getSnapshot(), item]);
      showNext();
      return id;
    },
    close,
    closeAll() {
      for (const item of store.getSnapshot()) close(item.id);
    },
  };
}
