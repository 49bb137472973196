"use client";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "../button/Button";
import { Dialog } from "./Dialog";

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What confirming does, in full (amounts, fees, destination). */
  description: ReactNode;
  confirmLabel: ReactNode;
  /** The confirmed action is running: Confirm spins, and nothing closes the dialog until it ends. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look before an action that moves money: Cancel or Confirm, one confirmation at a time. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onCancel();
      }}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
