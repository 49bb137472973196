"use client";
// A button whose content its caller drew that opens the global explanation dialog of one kind.
import { dialog, type ExplanationKind, openDialogAtom } from "@repo/session/stores/common";
import { useSetAtom } from "jotai";
import type { ReactNode } from "react";

export interface ExplanationButtonProps {
  kind: ExplanationKind;
  /** The accessible name when the content has none (an icon). */
  label?: string;
  className: string;
  children: ReactNode;
}

export function ExplanationButton({ kind, label, className, children }: ExplanationButtonProps) {
  const openDialog = useSetAtom(openDialogAtom);
  return (
    <button type="button" aria-label={label} onClick={() => openDialog(dialog("explanation", { kind }))} className={className}>
      {children}
    </button>
  );
}
