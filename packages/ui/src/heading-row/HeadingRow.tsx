// A heading and something at the end of its row (a link, a badge). Each keeps its words whole: when the
// heading's longest word and the action do not fit side by side (Russian "Балансы" beside "Заблокировано
// История"), the action moves under the heading, at the row's end, instead of running over it.
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface HeadingRowProps {
  /** The heading element itself (an h1, an h2 with its id). */
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function HeadingRow({ children, action, className }: HeadingRowProps) {
  return (
    <div className={cn("flex flex-wrap items-center justify-between gap-x-8 gap-y-4", className)}>
      {/* Grows from nothing, but never narrower than its longest word (a flex item's automatic minimum). */}
      <div className="flex-1 break-words">{children}</div>
      {action ? <div className="ml-auto shrink-0">{action}</div> : null}
    </div>
  );
}
