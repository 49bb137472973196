"use client";
// PageFrame's Back when it does more than follow its link: `onBack` (a client caller's handler), else back
// through history when the page has some (a page opened fresh has none, and follows the link).
import type { MouseEvent } from "react";
import Link from "./link/Link";
import { BackIcon } from "@repo/ui/icons";

export function HandledBackLink({ onBack, ...link }: { href: string; "aria-label": string; className: string; onBack?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const goBack =
    onBack ??
    ((event: MouseEvent<HTMLAnchorElement>) => {
      if (window.history.length <= 1) return;
      event.preventDefault();
      window.history.back();
    });
  return (
    <Link {...link} prefetch={false} onClick={goBack}>
      <BackIcon />
    </Link>
  );
}
