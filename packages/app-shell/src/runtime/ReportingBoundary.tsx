"use client";
// Keeps a failing piece of the layout's client UI (dialogs, global UI, app start, Telegram host) from
// taking the page down: it reports a render_error and renders nothing in its place.
import type { DeferredReports } from "@repo/analytics/deferred";
import { Component, type ErrorInfo, type ReactNode, useContext } from "react";
import { RuntimeContext } from "./runtime-context";

interface ReportingBoundaryProps {
  /** Names the part in the report's digest input, e.g. "global-ui". */
  part: string;
  children: ReactNode;
}

export function ReportingBoundary({ part, children }: ReportingBoundaryProps) {
  const reports = useContext(RuntimeContext)?.analytics?.reports ?? null;
  return (
    <Boundary part={part} reports={reports}>
      {children}
    </Boundary>
  );
}

class Boundary extends Component<ReportingBoundaryProps & { reports: DeferredReports | null }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.reports?.reportRenderError(error, { componentStack: `${this.props.part}\n${info.componentStack ?? ""}` });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
