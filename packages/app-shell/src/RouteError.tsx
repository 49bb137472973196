"use client";

import { lazy, Suspense, useContext, useEffect } from "react";
import { RuntimeContext } from "./runtime/runtime-context";

// Every route carries this boundary; its screen loads only when a page has failed.
const ErrorScreen = lazy(() => import("@repo/ui/error-screen/ErrorScreen").then((module) => ({ default: module.ErrorScreen })));

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
  return (
    <Suspense fallback={null}>
      <ErrorScreen onRetry={reset} detail={error.digest} />
    </Suspense>
  );
}
