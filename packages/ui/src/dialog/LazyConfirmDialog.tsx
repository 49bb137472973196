"use client";
// The confirm step of money actions as the apps import it (`@repo/ui/confirm-dialog`): the dialog's
// code (the dialog, its overlay) is not in the first load of the routes that may ask for a confirmation.
// It loads while the page is idle after it starts, so the first review opens at once, and the dialog is
// rendered from its first opening on.
import { lazy, Suspense, useEffect, useState } from "react";
import type { ConfirmDialogProps } from "./ConfirmDialog";

export type { ConfirmDialogProps } from "./ConfirmDialog";

const loadDialog = () => import("./ConfirmDialog");
const LoadedConfirmDialog = lazy(() => loadDialog().then((module) => ({ default: module.ConfirmDialog })));

/** How long a page without idle callbacks (Safari) waits before it loads the dialog. */
const IDLE_FALLBACK_MS = 500;

function whenIdle(run: () => void): () => void {
  // Optional: older Safari has neither.
  const request = window.requestIdleCallback?.bind(window) as typeof window.requestIdleCallback | undefined;
  const cancel = window.cancelIdleCallback?.bind(window) as typeof window.cancelIdleCallback | undefined;
  if (request && cancel) {
    const id = request(run);
    return () => cancel(id);
  }
  const id = window.setTimeout(run, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(id);
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void loadDialog()), []);
  return opened ? (
    <Suspense fallback={null}>
      <LoadedConfirmDialog {...props} />
    </Suspense>
  ) : null;
}
