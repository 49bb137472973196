// One value of the player's invite (the code, the link) with its copy button. No client code of its own:
// the invite panel draws it, and the server draws it while the panel loads (InvitePanelWaiting).
import { CopyIcon } from "@repo/ui/icons";
import { Skeleton } from "@repo/ui/skeleton";
import type { ReactNode } from "react";

interface InviteValueProps {
  term: ReactNode;
  value: string | null;
  copyLabel: string;
  /** None while the value is not known or the copy code has not loaded. */
  onCopy: (() => void) | undefined;
  large?: boolean;
  failed?: ReactNode;
}

export function InviteValue({ term, value, copyLabel, onCopy, large = false, failed }: InviteValueProps) {
  return (
    <div className="flex flex-col gap-4">
      <dt className="text-12 text-text-muted">{term}</dt>
      <dd className="flex min-h-40 items-center gap-8 rounded-12 bg-surface-sunken px-12 py-6">
        {failed ? (
          failed
        ) : value ? (
          <span className={large ? "flex-1 text-20 font-bold tabular-nums tracking-wide text-text" : "min-w-0 flex-1 break-all text-14 text-link"}>
            {value}
          </span>
        ) : (
          <Skeleton className="flex-1" height={18} />
        )}
        {onCopy ? (
          <button
            type="button"
            aria-label={copyLabel}
            onClick={onCopy}
            className="flex size-36 shrink-0 items-center justify-center rounded-full text-18 text-primary active:bg-surface"
          >
            <CopyIcon />
          </button>
        ) : null}
      </dd>
    </div>
  );
}
