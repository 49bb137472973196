// Where the page runs, for the cookies login and the language switch write: the browser's host and
// scheme plus the deployment's shared cookie domain (COOKIE_DOMAIN; unset: host-only cookies).
import type { PageLocation } from "@repo/session/storage/cookies";
import type { RuntimeConfig } from "../runtime-config";

export function pageLocation(config: Pick<RuntimeConfig, "cookieDomain">, location: Pick<Location, "hostname" | "protocol"> = window.location): PageLocation {
  return { hostname: location.hostname, protocol: location.protocol, cookieDomain: config.cookieDomain };
}
