// A server-rendered section that failed to load: says so, with a retry that opens the page again. No
// client code: the kit's error state with its retry as a link (the app's link listener turns it into a
// router navigation, which renders the page again on the server; before the page's script has run,
// the browser loads it again).
import { ErrorState } from "@repo/ui/error-state/ErrorState";
import type { ReactNode } from "react";

export interface SectionUnavailableProps {
  title?: ReactNode;
  description?: ReactNode;
  /** The page's address, which the retry opens again. */
  retryHref: string;
}

export function SectionUnavailable({ title, description, retryHref }: SectionUnavailableProps) {
  return <ErrorState title={title} description={description} retryHref={retryHref} />;
}
