// A line or paragraph of text the server cannot show yet (it depends on the browser's session), drawn as
// a block over the text it most likely is, laid out but unseen: its height is the text's in every
// language and width, so nothing moves when the real text comes.
import { Skeleton } from "@repo/ui/skeleton";
import type { ReactNode } from "react";

export function TextSkeleton({ className, width = "100%", children }: { className: string; width?: string; children: ReactNode }) {
  return (
    <p className={`relative ${className}`}>
      <span className="invisible">{children}</span>
      <Skeleton width={width} height="100%" className="absolute left-0 top-0" />
    </p>
  );
}
