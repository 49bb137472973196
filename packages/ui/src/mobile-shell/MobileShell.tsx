import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface MobileShellProps {
  children: ReactNode;
  /** Sticky top bar (title, back button); stays visible while the page scrolls. */
  header?: ReactNode;
  /** Sticky bottom bar (tab bar, main action); padded for the phone's home indicator. */
  footer?: ReactNode;
  className?: string;
}

/**
 * The page column: full width on phones, a centred 3.75rem (375 design px) column on wider screens. It
 * grows to fill the document's one-screen column (`body` in `styles/base.css`) less what follows it at
 * the end of the page, the rooms the app leaves for the tab bar and the feedback ball, so a short page
 * never scrolls for that room and a long one ends clear of both.
 */
export function MobileShell({ children, header, footer, className }: MobileShellProps) {
  return (
    <div
      className={cn(
        "ui-column flex grow flex-col bg-surface text-text",
        className,
      )}
    >
      {header ? <header className="sticky top-0 z-10 bg-surface">{header}</header> : null}
      <main className="flex-1">{children}</main>
      {footer ? (
        <footer className="sticky bottom-0 z-10 border-t border-border bg-surface-raised pb-[env(safe-area-inset-bottom)]">
          {footer}
        </footer>
      ) : null}
    </div>
  );
}
