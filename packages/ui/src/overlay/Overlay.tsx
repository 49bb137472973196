import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { cn } from "../lib/cn";
import { focusableIn } from "./focusable";
import { isTopOverlay, pushOverlay, removeOverlay } from "./overlay-stack";
import { BACKDROP_ENTRANCE, OVERLAY_PLACEMENT_CLASSES, type OverlayPlacement } from "./overlay-styles";

export interface OverlayProps {
  open: boolean;
  /** Asked to close: Escape or a tap on the backdrop, when dismissible. */
  onClose: () => void;
  /** false for blocking dialogs: Escape and the backdrop do nothing. */
  dismissible?: boolean;
  placement: OverlayPlacement;
  role?: "dialog" | "alertdialog";
  /** id of the element that names the overlay (its title). */
  labelledBy: string;
  describedBy?: string;
  /** What gets focus on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  panelClassName?: string;
  /**
   * true: the overlay is the page itself, opened from its address. It is drawn where it stands in the
   * tree rather than in a portal, so the server's HTML has it and it paints before the script has
   * loaded, and it stands in place instead of fading and sliding in (content painted inside a slide-in
   * does not count as painted). Default false.
   */
  asPage?: boolean;
  children: ReactNode;
}

/**
 * The modal layer under Dialog, BottomSheet and Drawer: a portal with a backdrop, focus kept inside
 * (Tab cycles, focus returns to where it was on close), Escape to close, page scroll locked.
 * A portal cannot be rendered on the server: an overlay opened over a page opens once it has hydrated;
 * one that is the page (`asPage`) is rendered in place.
 */
export function Overlay(props: OverlayProps) {
  if (!props.open) return null;
  if (props.asPage) return <OpenOverlay {...props} />;
  if (typeof document === "undefined") return null;
  return createPortal(<OpenOverlay {...props} />, document.body);
}

function OpenOverlay({
  onClose,
  dismissible = true,
  placement,
  role = "dialog",
  labelledBy,
  describedBy,
  initialFocus,
  panelClassName,
  asPage = false,
  children,
}: OverlayProps) {
  const panel = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  useEffect(() => {
    const id = Symbol("overlay");
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushOverlay(id);
    const container = panel.current;
    // The panel is fixed on screen: moving focus into it must not scroll the page (or a parent frame).
    if (container) (initialFocus?.current ?? focusableIn(container)[0] ?? container).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopOverlay(id) || !container) return;
      if (event.key === "Escape") {
        event.stopPropagation();
        if (latest.current.dismissible) latest.current.onClose();
        return;
      }
      if (event.key !== "Tab") return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that lands outside (a click elsewhere, a script) is brought back in.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopOverlay(id) || !container) return;
      if (event.target instanceof Node && !container.contains(event.target)) container.focus();
    };

    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn);
      removeOverlay(id);
      if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
    };
    // Runs once per opening; the latest callbacks are read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const classes = OVERLAY_PLACEMENT_CLASSES[placement];
  return (
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        className={cn("absolute inset-0 bg-overlay", !asPage && BACKDROP_ENTRANCE)}
        onClick={() => {
          if (latest.current.dismissible) latest.current.onClose();
        }}
      />
      <div className={cn("pointer-events-none relative mx-auto flex h-full max-w-column", classes.frame)}>
        <div
          ref={panel}
          role={role}
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={cn("pointer-events-auto bg-surface-raised text-text shadow-overlay outline-none", classes.panel, !asPage && classes.entrance, panelClassName)}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
