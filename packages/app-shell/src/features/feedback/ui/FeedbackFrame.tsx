// The frame of the feedback screens: a title row with a way back, then the content. No client code of its
// own (the way back is AuthBackButton's: opened from the ball, back returns to that page; opened directly,
// it goes home), so the server-rendered feedback screens use it.
import type { ReactNode } from "react";
import { AuthBackButton } from "../../auth/ui/AuthBackButton";

export function FeedbackFrame({ title, homeHref, children }: { title: ReactNode; homeHref: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-16 px-16 pb-32 pt-16">
      <div className="flex min-h-44 items-center gap-8">
        <AuthBackButton backHref={homeHref} />
        <h1 className="min-w-0 break-words text-24 font-bold text-text">{title}</h1>
      </div>
      {children}
    </div>
  );
}
