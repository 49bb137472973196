import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { LoadingRegion, Skeleton } from "../skeleton/Skeleton";

export { ListItem, type ListItemProps } from "./ListItem";

export interface ListProps {
  children?: ReactNode;
  /** Shows placeholder rows instead of the children. */
  loading?: boolean;
  loadingRows?: number;
  /** Shown when there are no children (and not loading), e.g. an <EmptyState>. */
  empty?: ReactNode;
  /** Accessible name of the list. */
  label?: string;
  /** Lines between rows. */
  divided?: boolean;
  className?: string;
}

export function List({ children, loading, loadingRows = 3, empty, label, divided = true, className }: ListProps) {
  if (loading) {
    return (
      <LoadingRegion className={className}>
        {Array.from({ length: loadingRows }, (_, index) => (
          <div key={index} className="flex items-center gap-12 px-16 py-12">
            <Skeleton circle width={40} />
            <div className="flex flex-1 flex-col gap-6">
              <Skeleton width="55%" />
              <Skeleton width="35%" height={12} />
            </div>
          </div>
        ))}
      </LoadingRegion>
    );
  }
  const hasChildren = Array.isArray(children) ? children.some(Boolean) : Boolean(children);
  if (!hasChildren) {
    return (
      <div className={className}>
        {empty ?? (
          <p className="px-16 py-24 text-center text-14 text-text-muted">
            <Trans>Nothing here yet.</Trans>
          </p>
        )}
      </div>
    );
  }
  return (
    <ul aria-label={label} className={cn("m-0 list-none p-0", divided && "divide-y divide-border", className)}>
      {children}
    </ul>
  );
}
