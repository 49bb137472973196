"use client";
// The confirm step of money actions as the apps import it (`@repo/ui/confirm-dialog`): the dialog's
// code (the dialog, its overlay) is not in the first load of the routes that may ask for a confirmation.
// It loads while the page is idle after it starts (and online: a failed load would stay failed), so the
// first review opens at once, and the dialog is rendered from its first opening on.
import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "../lib/when-idle";
import type { ConfirmDialogProps } from "./ConfirmDialog";

export type { ConfirmDialogProps } from "./ConfirmDialog";

const loadDialog = () => import("./ConfirmDialog");
const LoadedConfirmDialog = lazy(() => loadDialog().then((module) => ({ default: module.ConfirmDialog })));

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
