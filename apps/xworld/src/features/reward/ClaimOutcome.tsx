import type { ReactNode } from "react";

/** Where a claim's outcome shows, above the rewards list (empty until a claim). */
export function ClaimOutcome({ children }: { children?: ReactNode }) {
  return <div className="flex flex-col gap-8 px-16">{children}</div>;
}
