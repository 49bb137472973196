// Every in-app link of both apps is a plain `<a>` (./Link), rendered by server and client components
// alike, with nothing of its own to hydrate. One set of listeners on the window, installed by the
// client runtime, makes them a single-page app's links: a plain click on a link to a page of this
// origin navigates with Next's router instead of loading the document again, and a player reaching
// for a link (a press, a touch, keyboard focus, a mouse pointer over it) prefetches its route, the
// moment next/link would have on intent (a touch comes 100–300 ms before its click). next/link did
// the same per link, each a component with its own state and effects to hydrate: twenty on the xworld
// home, five in every page's tab bar.
import { toInternalPath } from "@repo/session/internal-path";

/** What of Next's router the links use. */
export interface InAppRouter {
  push(href: string): void;
  prefetch(href: string): void;
}

type PageLocation = Pick<Location, "origin" | "pathname" | "search">;

/** The attribute a link carries to never prefetch (`<Link prefetch={false}>`). */
export const NO_PREFETCH_ATTRIBUTE = "data-no-prefetch";

/**
 * The address (path, query and hash) the router should open for a link to this origin, or null when
 * the browser follows the link itself: another origin or scheme, a new tab or window (`target`), a
 * download, a jump within the page that is open (same path and query, with a hash), or a path the
 * router would read as another host ("/.//evil.example" resolves to "//evil.example": `toInternalPath`).
 */
export function inAppHref(anchor: HTMLAnchorElement, location: PageLocation): string | null {
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download")) return null;
  const raw = anchor.getAttribute("href");
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw, location.origin + location.pathname + location.search);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin !== location.origin) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return toInternalPath(url.pathname + url.search + url.hash);
}

/** The link an event happened in, if any. */
function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const anchor = element?.closest("a[href]");
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/** A click the page should turn into a router navigation: the main button, no modifier key, not handled already. */
function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Listens on `win` for clicks on in-app links (navigated with the router) and for a player reaching
 * for one (its route prefetched). Listeners on the window run after React's, which sit on the
 * document: a link whose own click handler prevented the default (an opening in the native app's
 * webview, an analytics link that navigates itself) is left alone. Returns the removal.
 */
export function followLinksInApp(win: Window, router: InAppRouter): () => void {
  let reachedFor: HTMLAnchorElement | null = null;

  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const anchor = anchorOf(event.target);
    const href = anchor && inAppHref(anchor, win.location);
    if (href === null || href === undefined) return;
    event.preventDefault();
    router.push(href);
  };

  const onReach = (event: Event) => {
    const anchor = anchorOf(event.target);
    // A pointer moving within one link fires for each of its parts: prefetch once per arrival.
    if (!anchor || (event.type === "mouseover" && anchor === reachedFor)) return;
    reachedFor = anchor;
    if (anchor.hasAttribute(NO_PREFETCH_ATTRIBUTE)) return;
    const href = inAppHref(anchor, win.location);
    if (href !== null) router.prefetch(href);
  };

  const reaching = ["pointerdown", "touchstart", "focusin", "mouseover"] as const;
  win.addEventListener("click", onClick);
  for (const type of reaching) win.addEventListener(type, onReach, { passive: true });
  return () => {
    win.removeEventListener("click", onClick);
    for (const type of reaching) win.removeEventListener(type, onReach);
  };
}
