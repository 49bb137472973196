import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "../button/Button";
import { BUTTON_SIZE_CLASSES, BUTTON_VARIANT_CLASSES } from "../button/button-styles";
import { WarningIcon } from "../icons/icons";
import { cn } from "../lib/cn";

export interface ErrorStateProps {
  /** What failed, in the player's words; a generic sentence by default. */
  title?: ReactNode;
  /** Detail such as the server's message. */
  description?: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
  /** Retry in progress: the button spins. */
  retrying?: boolean;
  /**
   * Shows Retry as a link that opens this address again, for a section a server rendered: it needs no
   * script of its own and works before the page's has run. onRetry wins when both are given.
   */
  retryHref?: string;
  className?: string;
}

/** An inline error for a section that failed to load (the rest of the page keeps working). */
export function ErrorState({ title, description, onRetry, retrying, retryHref, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cn("flex flex-col items-center gap-8 px-24 py-24 text-center", className)}>
      <span aria-hidden="true" className="flex text-32 leading-none text-danger">
        <WarningIcon />
      </span>
      <p className="text-15 font-semibold text-text">{title ?? <Trans>Could not load this.</Trans>}</p>
      {description ? <p className="break-words text-13 text-text-muted">{description}</p> : null}
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying} className="mt-4">
          <Trans>Retry</Trans>
        </Button>
      ) : retryHref !== undefined ? (
        <a
          href={retryHref}
          className={cn("mt-4 inline-flex items-center justify-center font-semibold no-underline", BUTTON_VARIANT_CLASSES.secondary, BUTTON_SIZE_CLASSES.sm)}
        >
          <Trans>Retry</Trans>
        </a>
      ) : null}
    </div>
  );
}
