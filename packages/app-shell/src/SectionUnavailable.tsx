"use client";
// A server-rendered section that failed to load. Its view (the kit's error state, its icon and button)
// loads only when a page shows it, not with every page that might: the server's HTML has it whole (the
// server renders a lazy part once it has loaded), and the retry works once its chunk has come.
import { lazy, type ReactNode, Suspense } from "react";

const SectionUnavailableView = lazy(() => import("./SectionUnavailableView").then((module) => ({ default: module.SectionUnavailableView })));

export interface SectionUnavailableProps {
  title?: ReactNode;
  description?: ReactNode;
}

/** Says the section could not load, and re-renders the page on retry. */
export function SectionUnavailable(props: SectionUnavailableProps) {
  return (
    <Suspense fallback={null}>
      <SectionUnavailableView {...props} />
    </Suspense>
  );
}
