"use client";
// The frame of the feedback screens: a title row with a way back, then the content.
import { useLingui } from "@lingui/react/macro";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

export function FeedbackFrame({ title, homeHref, children }: { title: ReactNode; homeHref: string; children: ReactNode }) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <div className="flex flex-col gap-16 px-16 pb-32 pt-16">
      <div className="flex min-h-44 items-center gap-8">
        <button
          type="button"
          aria-label={t`Back`}
          className="-ml-8 flex h-44 w-44 shrink-0 items-center justify-center rounded-full text-24 text-text active:bg-surface-sunken"
          // Opened from the ball, back returns to that page; opened directly, it goes home.
          onClick={() => (window.history.length > 1 ? router.back() : router.push(homeHref))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h1 className="min-w-0 break-words text-24 font-bold text-text">{title}</h1>
      </div>
      {children}
    </div>
  );
}
