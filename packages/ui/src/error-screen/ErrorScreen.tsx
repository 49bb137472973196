import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "../button/Button";
import { WarningIcon } from "../icons/icons";

export interface ErrorScreenProps {
  /** Reloads or re-renders what failed. */
  onRetry?: () => void;
  /** Technical detail for support (an error id); shown small. */
  detail?: ReactNode;
}

/** The whole-screen "Something went wrong." shown when rendering fails (spec section 8). */
export function ErrorScreen({ onRetry, detail }: ErrorScreenProps) {
  return (
    <div role="alert" className="ui-column flex min-h-dvh flex-col items-center justify-center gap-12 bg-surface px-32 text-center">
      <span aria-hidden="true" className="flex text-40 leading-none text-danger">
        <WarningIcon />
      </span>
      <h1 className="text-20 font-semibold text-text">
        <Trans>Something went wrong.</Trans>
      </h1>
      {detail ? <p className="break-all text-12 text-text-muted">{detail}</p> : null}
      {onRetry ? (
        <Button onClick={onRetry} className="mt-8 min-w-160">
          <Trans>Retry</Trans>
        </Button>
      ) : null}
    </div>
  );
}
