"use client";
// The bottom sheet of a dialog route. Over another page it is a portal, which the server cannot render,
// so it opens once the page has hydrated; loaded on its own it is the page (`asPage`): in the server's
// HTML, painted before the script has loaded, standing in place instead of sliding in.
import { AfterHydration } from "@repo/app-shell/runtime/gates";
import { BottomSheet } from "@repo/ui/bottom-sheet";
import type { ReactNode } from "react";
import type { DialogMode } from "./leave-dialog";

export function DialogSheet({ mode, title, onClose, children }: { mode: DialogMode; title: ReactNode; onClose: () => void; children: ReactNode }) {
  const asPage = mode === "alone";
  const sheet = (
    <BottomSheet open asPage={asPage} onClose={onClose} title={title}>
      <div className="flex flex-col gap-16 pt-4">{children}</div>
    </BottomSheet>
  );
  return asPage ? sheet : <AfterHydration>{sheet}</AfterHydration>;
}
