import { type ReactNode, type RefObject, useId } from "react";
import { Overlay } from "../overlay/Overlay";
import { OverlayHeader } from "../overlay/OverlayHeader";

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Sticky buttons under the scrolling content. */
  footer?: ReactNode;
  dismissible?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * true: the sheet is the page itself, opened from its address: in the server's HTML, standing in place
   * instead of sliding in (default false; see Overlay).
   */
  asPage?: boolean;
}

/** A sheet that slides up from the bottom of the column; its content scrolls. */
export function BottomSheet({ open, onClose, title, children, footer, dismissible = true, initialFocus, asPage = false }: BottomSheetProps) {
  const titleId = useId();
  return (
    <Overlay
      open={open}
      onClose={onClose}
      dismissible={dismissible}
      placement="bottom"
      labelledBy={titleId}
      initialFocus={initialFocus}
      asPage={asPage}
    >
      <span aria-hidden="true" className="mx-auto mt-8 h-4 w-36 shrink-0 rounded-full bg-border" />
      <OverlayHeader titleId={titleId} title={title} onClose={dismissible ? onClose : undefined} className="px-20 pb-8 pt-12" />
      {/* Focusable so keyboard users can scroll long content (it may hold nothing focusable). */}
      <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-20 pb-20 outline-none focus-visible:ring-2 focus-visible:ring-focus">
        {children}
      </div>
      {footer ? <div className="border-t border-border px-20 py-12">{footer}</div> : null}
    </Overlay>
  );
}
