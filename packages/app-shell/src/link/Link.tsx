// Every in-app link of both apps: a plain `<a>`, so a server component renders it as HTML with nothing
// to hydrate. The client runtime's listeners (./in-app-links) navigate it with Next's router and
// prefetch its route when the player reaches for it (a touch, a press, a pointer over it, keyboard
// focus), never on sight: Next's viewport prefetch fetched every route linked from the screen twice
// plus its JavaScript while the page was still hydrating (xworld home: 33 requests; TBT 527 → 379 ms in
// the bench without them). `prefetch={false}`: never prefetched.
import type { AnchorHTMLAttributes } from "react";
import { NO_PREFETCH_ATTRIBUTE } from "./in-app-links";

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** false: the route is not prefetched when the player reaches for the link. */
  prefetch?: boolean;
}

export default function Link({ prefetch, ...anchor }: LinkProps) {
  return <a {...anchor} {...(prefetch === false ? { [NO_PREFETCH_ATTRIBUTE]: "" } : {})} />;
}
