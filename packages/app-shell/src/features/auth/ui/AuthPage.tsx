// The frame of the auth pages: a title row (with a way back where the page is a step aside) and the content.
// No client code of its own (the way back is AuthBackButton's), so a server-rendered auth page uses it too.
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { AuthBackButton } from "./AuthBackButton";

export interface AuthPageProps {
  title: ReactNode;
  /** Where "back" leads when the tab has no history of this site (a link opened directly). */
  backHref?: string;
  children: ReactNode;
}

export function AuthPage({ title, backHref, children }: AuthPageProps) {
  return (
    <div className="flex flex-col gap-20 px-16 pb-32 pt-16">
      <div className="flex min-h-44 items-center gap-8">
        {backHref ? <AuthBackButton backHref={backHref} /> : null}
        <h1 className="min-w-0 break-words text-24 font-bold text-text">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/** A line with "or" between two ways of signing in. */
export function OrDivider() {
  const { t } = useLingui();
  return (
    <div className="flex items-center gap-12 text-12 text-text-muted" role="separator" aria-label={t`or`}>
      <span className="h-1 flex-1 bg-border" />
      <span aria-hidden="true">{t`or`}</span>
      <span className="h-1 flex-1 bg-border" />
    </div>
  );
}
