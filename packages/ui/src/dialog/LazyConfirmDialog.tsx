"use client";
// The confirm step of money actions as the apps import it (`@repo/ui/confirm-dialog`): the dialog's
// code (the dialog, its overlay) is not in the first load of the routes that may ask for a confirmation
// (`lazyWhenIdle`: it loads while the page is idle, and renders from its first opening on).
import { lazyWhenIdle } from "../lib/lazy-when-idle";
import type { ConfirmDialogProps } from "./ConfirmDialog";

export type { ConfirmDialogProps } from "./ConfirmDialog";

export const ConfirmDialog = lazyWhenIdle<ConfirmDialogProps>(() => import("./ConfirmDialog").then((module) => module.ConfirmDialog));
