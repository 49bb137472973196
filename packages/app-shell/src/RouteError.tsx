"use client";

import { ErrorScreen } from "@repo/ui/error-screen/ErrorScreen";
import { useContext, useEffect } from "react";
import { RuntimeContext } from "./runtime/runtime-context";

export interface RouteErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * A page that threw while rendering (each app's `error.tsx`): "Something went wrong." with a retry,
 * the error's digest for support, and a render_error report. The layout and providers survive.
 */
export function RouteError({ error, reset }: RouteErrorProps) {
  const runtime = useContext(RuntimeContext);
  useEffect(() => {
    console.error(error);
    runtime?.analytics?.reports.reportRenderError(error, error.digest ? { digest: error.digest } : {});
  }, [error, runtime]);
  return <ErrorScreen onRetry={reset} detail={error.digest} />;
}
