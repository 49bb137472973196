"use client";

import { ErrorState } from "@repo/ui/error-state/ErrorState";
import { useRouter } from "next/navigation";
import { type ReactNode, useTransition } from "react";

/** A server-rendered section that failed to load: says so and re-renders the page on retry. */
export function SectionUnavailable({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <ErrorState
      title={title}
      description={description}
      retrying={pending}
      onRetry={() => startTransition(() => router.refresh())}
    />
  );
}
