"use client";

import { ErrorScreen } from "@repo/ui/error-screen/ErrorScreen";
import { useEffect } from "react";

export interface RouteErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
  /** Where the failure is reported (the app wires this to analytics). */
  onReport?: (error: Error & { digest?: string }) => void;
}

/**
 * A page that threw while rendering (each app's `error.tsx`): "Something went wrong." with a retry,
 * the error's digest for support, and a report. The rest of the app (layout, providers) survives.
 */
export function RouteError({ error, reset, onReport }: RouteErrorProps) {
  useEffect(() => {
    console.error(error);
    onReport?.(error);
  }, [error, onReport]);
  return <ErrorScreen onRetry={reset} detail={error.digest} />;
}
