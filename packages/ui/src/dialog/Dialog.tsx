import { type ReactNode, type RefObject, useId } from "react";
import { ButtonRow } from "../button/ButtonRow";
import { cn } from "../lib/cn";
import { Overlay } from "../overlay/Overlay";
import { CloseButton } from "../overlay/OverlayHeader";

export interface DialogProps {
  open: boolean;
  /** Asked to close (✕, Escape, backdrop). Not offered when `dismissible` is false. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Illustration above the title; decorative. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Confirm. */
  actions?: ReactNode;
  /** false makes a blocking dialog: no ✕, Escape and the backdrop do nothing. */
  dismissible?: boolean;
  /** "alertdialog" for dialogs that interrupt to demand an answer. */
  role?: "dialog" | "alertdialog";
  initialFocus?: RefObject<HTMLElement | null>;
  /** The dialog is the page itself, opened from its address: in the server's HTML, no entrance (see Overlay). */
  asPage?: boolean;
}

/** A centred modal dialog: labelled by its title, focus kept inside, Escape closes. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  icon,
  children,
  actions,
  dismissible = true,
  role = "dialog",
  initialFocus,
  asPage,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Overlay
      open={open}
      onClose={onClose}
      dismissible={dismissible}
      placement="center"
      role={role}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      initialFocus={initialFocus}
      asPage={asPage}
    >
      <div className="relative flex flex-col items-center gap-8 overflow-y-auto px-20 pb-20 pt-24 text-center">
        {dismissible ? <CloseButton onClick={onClose} className="absolute right-18 top-18 m-0" /> : null}
        {icon ? (
          <span aria-hidden="true" className="mb-4 flex text-40 leading-none">
            {icon}
          </span>
        ) : null}
        {/* The ✕ sits 18 px in and is 36 px wide: a dismissible dialog's title keeps clear of it on both sides, so it stays centred. */}
        <h2 id={titleId} className={cn("break-words text-18 font-semibold", dismissible ? "px-36" : "px-24")}>
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="break-words text-14 text-text-muted">
            {description}
          </p>
        ) : null}
        {children ? <div className="w-full text-left">{children}</div> : null}
      </div>
      {/* Side by side, or one under the other when their labels do not fit beside each other (Russian). */}
      {actions ? <ButtonRow className="px-20 pb-20">{actions}</ButtonRow> : null}
    </Overlay>
  );
}
