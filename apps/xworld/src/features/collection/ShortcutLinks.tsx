// A row of shortcuts to the collection's other pages (draw, roll, market, showcase).
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import Link from "@repo/app-shell/link";

export interface Shortcut {
  key: string;
  label: string;
  /** A path without the locale. */
  path: string;
}

export function ShortcutLinks({ locale, links, label }: { locale: Locale; links: readonly Shortcut[]; label?: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-4 gap-8">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={withLocale(link.path, locale)}
              className="flex h-full min-h-48 items-center justify-center rounded-12 bg-surface-raised px-6 py-10 text-center text-12 font-semibold text-text shadow-card ui-break-words"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
