// Which general popup a page shows, and where its link leads.
import type { Popup } from "@repo/api-client/schemas/lucky-bear";
import { isHttpUrl } from "@repo/api-client/url";

/**
 * Spec: "general popup … shown once" (no more). Choice: one popup per visit of the page, the first the
 * server lists that this browser session has not shown yet. A show-once popup is reported closed
 * (report_user_action "popup_closed"), so the server stops listing it; another comes back in a later session.
 */
export function nextPopup(list: readonly Popup[], shownThisSession: ReadonlySet<number>): Popup | null {
  return list.find((popup) => !shownThisSession.has(popup.id)) ?? null;
}

export type PopupTarget = { kind: "outside"; url: string } | { kind: "app"; path: string };

/** An http(s) link opens outside through the platform; an app path opens in the app with the locale. */
export function popupTarget(link: string, locale: string): PopupTarget | null {
  if (!link) return null;
  if (isHttpUrl(link)) return { kind: "outside", url: link };
  return { kind: "app", path: `/${locale}${link === "/" ? "" : link}` };
}

const SESSION_KEY = "lb_popups_shown";

/** Popup ids this browser session has shown (sessionStorage; nothing where it is unavailable). */
export function readShownPopups(storage: Pick<Storage, "getItem"> | null): Set<number> {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(SESSION_KEY) ?? "[]");
    return new Set(Array.isArray(raw) ? raw.filter((id): id is number => typeof id === "number") : []);
  } catch {
    return new Set();
  }
}

export function rememberShownPopup(storage: Pick<Storage, "getItem" | "setItem"> | null, id: number): void {
  try {
    storage?.setItem(SESSION_KEY, JSON.stringify([...readShownPopups(storage), id]));
  } catch {
    // A full or blocked storage only means the popup may show again.
  }
}
