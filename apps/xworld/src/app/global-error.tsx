"use client";

import { GlobalError } from "@repo/app-shell/global-error";

export default function GlobalErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <GlobalError {...props} brand="xworld" />;
}
