import { type ReactNode, type RefObject, useId } from "react";
import { Overlay } from "../overlay/Overlay";
import { OverlayHeader } from "../overlay/OverlayHeader";

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Edge it slides in from. */
  side?: "start" | "end";
  footer?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
}

/** A full-height panel sliding in from the side of the column (the wallet drawer, menus). */
export function Drawer({ open, onClose, title, children, side = "end", footer, initialFocus }: DrawerProps) {
  const titleId = useId();
  return (
    <Overlay open={open} onClose={onClose} placement={side} labelledBy={titleId} initialFocus={initialFocus}>
      <OverlayHeader titleId={titleId} title={title} onClose={onClose} className="px-16 pb-8 pt-[max(0.16rem,env(safe-area-inset-top))]" />
      {/* Focusable so keyboard users can scroll long content (it may hold nothing focusable). */}
      <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto overscroll-contain outline-none focus-visible:ring-2 focus-visible:ring-focus">
        {children}
      </div>
      {footer ? <div className="border-t border-border p-16 pb-[max(0.16rem,env(safe-area-inset-bottom))]">{footer}</div> : null}
    </Overlay>
  );
}
