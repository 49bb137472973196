// The end of a tap-only paged list: its button, and "n of total" under it. Shared by ShowMore (the working
// button) and ShowMorePreview (the server's drawing until the list's code loads). No client code.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export function ShowMoreFrame({ button, shown, total, className }: { button: ReactNode; shown: number; total: number; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-4", className)}>
      {button}
      <p className="text-center text-12 text-text-muted">
        <Trans>
          {shown} of {total}
        </Trans>
      </p>
    </div>
  );
}
