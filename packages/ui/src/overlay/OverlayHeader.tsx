import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface OverlayHeaderProps {
  titleId: string;
  title: ReactNode;
  /** Shows the ✕ button; leave out for blocking dialogs. */
  onClose?: () => void;
  className?: string;
}

/** Title row of a dialog, sheet or drawer, with the close button. */
export function OverlayHeader({ titleId, title, onClose, className }: OverlayHeaderProps) {
  return (
    <div className={cn("flex items-start gap-8", className)}>
      <h2 id={titleId} className="min-w-0 flex-1 break-words text-18 font-semibold text-text">
        {title}
      </h2>
      {onClose ? <CloseButton onClick={onClose} /> : null}
    </div>
  );
}

export function CloseButton({
  onClick,
  className,
  inheritColor = false,
}: {
  onClick: () => void;
  className?: string;
  /** Use the surrounding text colour (on coloured bars such as snackbars). */
  inheritColor?: boolean;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={t`Close`}
      onClick={onClick}
      className={cn(
        "-m-6 flex size-36 shrink-0 items-center justify-center rounded-full active:bg-surface-sunken",
        inheritColor ? "text-inherit" : "text-text-muted",
        className,
      )}
    >
      <svg aria-hidden="true" className="size-18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  );
}
