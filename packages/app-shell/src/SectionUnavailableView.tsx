"use client";

import { ErrorState } from "@repo/ui/error-state/ErrorState";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import type { SectionUnavailableProps } from "./SectionUnavailable";

/** A server-rendered section that failed to load: says so and re-renders the page on retry. */
export function SectionUnavailableView({ title, description }: SectionUnavailableProps) {
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
