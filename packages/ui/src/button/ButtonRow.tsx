// Buttons that share a row: side by side at equal widths, or one under the other when their labels do
// not fit beside each other (Russian "Копировать ссылку" and "Поделиться"), each label whole. Used by
// Dialog's actions and by any pair of page buttons; no client code.
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export function ButtonRow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("flex flex-wrap gap-12 [&>*]:flex-1", className)}>{children}</div>;
}
