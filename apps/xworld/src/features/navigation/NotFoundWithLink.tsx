// A page's unknown item (a pool, a project, a product, a task): what is missing, with the way to the list
// it came from. No client code.
import Link from "@repo/app-shell/link";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { EmptyState } from "@repo/ui/empty-state";
import type { ReactNode } from "react";

export type NotFoundWithLinkProps = {
  locale: Locale;
  title: ReactNode;
  description?: ReactNode;
  /** The list's path without the locale. */
  listPath: string;
  listLabel: ReactNode;
  /** The page's only content (no frame heading above it): the message is its heading, centred. */
  standalone?: boolean;
};

export function NotFoundWithLink({ locale, title, description, listPath, listLabel, standalone = false }: NotFoundWithLinkProps) {
  return (
    <EmptyState
      className={standalone ? "min-h-[50dvh] justify-center" : undefined}
      headingLevel={standalone ? 1 : undefined}
      title={title}
      description={description}
      action={
        <Link href={withLocale(listPath, locale)} className="font-semibold text-link">
          {listLabel}
        </Link>
      }
    />
  );
}
