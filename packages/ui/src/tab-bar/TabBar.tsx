// The bottom tab bar of both apps: presentational links, the current one marked with aria-current.
// Plain `<a>`s, which the app's client runtime opens in the app (@repo/app-shell/link).
import type { ReactNode } from "react";

export interface TabBarItem {
  key: string;
  label: string;
  icon: ReactNode;
  href: string;
  /** A count or dot next to the icon (an unread count, a claimable reward). */
  badge?: ReactNode;
}

export interface TabBarProps {
  items: readonly TabBarItem[];
  /** The key of the tab the page belongs to; none is marked when absent. */
  current?: string;
  label: string;
}

/**
 * The spacer a page ends with while the bar shows, so its end is not hidden behind the bar;
 * `MobileShell` grows only into what the spacer leaves of the screen (a short page does not scroll for
 * it). No script measures it: the room is known from the first paint of the server's HTML.
 */
export const TAB_BAR_ROOM_CLASS = "ui-tab-bar-room";

/**
 * The bar's room as a CSS length (its row and the phone's home-indicator inset): what a part fixed to
 * the bottom of the viewport keeps clear of on a page that shows the bar (the feedback ball's inset).
 */
export const TAB_BAR_ROOM_CSS = "var(--ui-tab-bar-height)";

export function TabBar({ items, current, label }: TabBarProps) {
  return (
    <nav
      aria-label={label}
      className="ui-column fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)]"
    >
      {/* Columns fixed by the tab count, icons from the top: a bar painted while the streamed page is
          still being read has every tab and icon where it ends up (flex items would widen, then narrow,
          and a centred icon would rise when its label arrives). */}
      <ul className="grid h-56 items-stretch" style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
        {items.map((item) => {
          const active = item.key === current;
          return (
            <li key={item.key} className="min-w-0">
              <a
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={`relative flex h-full flex-col items-center justify-start gap-2 pt-8 text-11 ${
                  active ? "text-primary" : "text-text-muted"
                }`}
              >
                {/* The active tab's mark besides its colour (a shape, not a bolder label: another weight of
                    text would be one more font for every page's first layout to look up). */}
                {active ? <span aria-hidden="true" className="absolute inset-x-0 top-0 mx-auto h-2 w-24 rounded-full bg-primary" /> : null}
                <span className="relative flex text-20" aria-hidden="true">
                  {item.icon}
                  {item.badge ? <span className="absolute -right-8 -top-4">{item.badge}</span> : null}
                </span>
                {/* Up to two tight lines when a translation is longer than its column ("Phần thưởng",
                    "Bosh sahifa"; a long word breaks, hyphenated where the phone can): 8 + 20 + 2 + 2 × 12.1
                    px stays inside the bar's 56, where lines of the body's height ran out under it. */}
                <span className="line-clamp-2 max-w-full px-2 text-center leading-[1.1] ui-break-words">{item.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
