// Where a popup's button may lead. The contract already refuses any other link (a typed error: "could not
// load"); the page checks again before offering to follow one, since this button is the only way out of it.
import { isAppPath, isHttpUrl } from "@repo/api-client/url-checks";

/** A link the button follows: an app path (in place) or an http(s) address (through the platform). */
export interface PopupLink {
  href: string;
  inApp: boolean;
}

/** Choice: a link that is neither an app path nor an http(s) address is treated as none (the button only closes). */
export function popupLink(link: string): PopupLink | null {
  if (isAppPath(link)) return { href: link, inApp: true };
  if (isHttpUrl(link)) return { href: link, inApp: false };
  return null;
}
