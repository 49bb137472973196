// One row of a <List>, in a module of its own so a client part that draws only rows (their press or
// highlight, around content a server drew) does not carry the list's loading and empty states.
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { RowChevron } from "../row-chevron/RowChevron";

export interface ListItemProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Icon, avatar or coin logo at the start. */
  leading?: ReactNode;
  /** Value, badge or action at the end. */
  trailing?: ReactNode;
  /** Makes the row pressable (an action comes in as this callback). */
  onSelect?: () => void;
  /**
   * Makes the row a link to this address (a plain anchor: the app opens a page of its own in place, and a
   * server component can render the row). Takes precedence over onSelect.
   */
  href?: string;
  disabled?: boolean;
  /** Shows a › after the content of a pressable row. */
  chevron?: boolean;
  /** Marks the row as the current choice (e.g. the wallet's main coin): highlighted, aria-current. */
  current?: boolean;
  className?: string;
}

export function ListItem({ title, subtitle, leading, trailing, onSelect, href, disabled, chevron, current = false, className }: ListItemProps) {
  const content = (
    <>
      {leading ? <span className="flex shrink-0 items-center">{leading}</span> : null}
      <span className="flex min-w-0 flex-1 flex-col text-left">
        <span className="break-words text-15 text-text">{title}</span>
        {subtitle ? <span className="break-words text-12 text-text-muted">{subtitle}</span> : null}
      </span>
      {trailing ? <span className="flex shrink-0 items-center text-14 text-text">{trailing}</span> : null}
      {chevron ? (
        <RowChevron />
      ) : null}
    </>
  );
  const rowClassName = cn(
    "flex w-full items-center gap-12 px-16 py-12",
    current && "bg-surface-sunken shadow-[inset_0.04rem_0_0_var(--ui-primary)]",
  );
  return (
    <li className={className}>
      {href !== undefined && !disabled ? (
        <a href={href} aria-current={current || undefined} className={cn(rowClassName, "text-inherit no-underline active:bg-surface-sunken")}>
          {content}
        </a>
      ) : onSelect ? (
        <button
          type="button"
          disabled={disabled}
          aria-current={current || undefined}
          onClick={onSelect}
          className={cn(rowClassName, "bg-transparent active:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-60")}
        >
          {content}
        </button>
      ) : (
        <div className={rowClassName} aria-current={current || undefined}>
          {content}
        </div>
      )}
    </li>
  );
}
