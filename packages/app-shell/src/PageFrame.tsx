// The frame of an inner page: a Back link (to a path of the app, in the current locale), the page's
// heading and an optional action at the end of the row, then the page. No client code of its own: a
// server component renders it as HTML; only a Back that goes through history or does something else
// (`backThroughHistory`, `onBack`) is a client part.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import type { MouseEvent, ReactNode } from "react";
import { BACK_LINK_CLASS } from "./back-link-class";
import { HandledBackLink } from "./HandledBackLink";
import Link from "./link/Link";
import { BackIcon } from "@repo/ui/icons";

export interface PageFrameProps {
  locale: Locale;
  /** Where Back leads, a path without the locale ("/" is home). */
  back?: string;
  /** Replaces following the link (e.g. closing a native webview); call `event.preventDefault()`. Client callers only. */
  onBack?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The page was opened from another page of the app: Back goes back through history (a page opened
   * fresh has none, and follows the link). For a server component, which cannot pass `onBack`.
   */
  backThroughHistory?: boolean;
  heading: ReactNode;
  /** "title": the page's h1. "label": a muted caption, when the page renders its own h1 below. */
  headingStyle?: "title" | "label";
  /** Something at the end of the heading row (a link to the history). */
  action?: ReactNode;
  children: ReactNode;
}

export function PageFrame({ locale, back = "/", onBack, backThroughHistory = false, heading, headingStyle = "title", action, children }: PageFrameProps) {
  const { t } = useLingui();
  const backLink = { href: withLocale(back, locale), "aria-label": t`Back`, className: BACK_LINK_CLASS };
  return (
    <div className="flex flex-col gap-16 px-16 pb-32 pt-8">
      {/* The action moves under the heading when the heading's longest word and the action do not fit beside
          each other (Indonesian "Pertandingan PvP" beside "Buat pertandingan" broke inside "Pertandingan"). */}
      <nav className="flex min-h-44 flex-wrap items-center gap-x-8 gap-y-4">
        {onBack || backThroughHistory ? (
          <HandledBackLink {...backLink} onBack={onBack} />
        ) : (
          <Link {...backLink} prefetch={false}>
            <BackIcon />
          </Link>
        )}
        {headingStyle === "title" ? (
          // Three lines before "…": a longer heading beside an action stays readable (Vietnamese "Rút về phương
          // thức thanh toán" took two, Russian "Вывести фиксированную сумму" beside "Способы" three). At least
          // its longest word wide (`min-w-min`: the clamp's overflow would let it shrink below that).
          <h1 className="line-clamp-3 min-w-min flex-1 break-words text-20 font-bold leading-tight text-text">{heading}</h1>
        ) : (
          <p className="min-w-0 flex-1 text-16 font-semibold text-text-muted">{heading}</p>
        )}
        {action ? <div className="ml-auto shrink-0">{action}</div> : null}
      </nav>
      {children}
    </div>
  );
}
