"use client";

// next/link that prefetches a route when the player reaches for its link (a touch, a press, a pointer
// over it, keyboard focus), not when the link scrolls into view. Next's viewport prefetch fetched every
// route linked from the screen twice (route tree, then segments) plus their JavaScript while the page
// was still hydrating: on the xworld home 33 requests and, in the bench (median of 5), TBT 527 → 379 ms
// without them. A touch comes 100–300 ms before its click, so the route is mostly on its way when the
// tap lands. `prefetch={false}` keeps a link from prefetching at all; `prefetch` true or "auto" says
// what to fetch once the player reaches for it.
import NextLink from "next/link";
import { type ComponentProps, useState } from "react";

export type LinkProps = ComponentProps<typeof NextLink>;

export default function Link({ prefetch, onPointerDown, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [reached, setReached] = useState(false);
  const allowed = prefetch !== false;
  // Each intent handler marks the link reached, then runs the caller's own handler.
  const reaching =
    <Event,>(own: ((event: Event) => void) | undefined) =>
    (event: Event) => {
      if (allowed && !reached) setReached(true);
      own?.(event);
    };
  return (
    <NextLink
      {...props}
      prefetch={allowed && reached ? (prefetch ?? null) : false}
      onPointerDown={reaching(onPointerDown)}
      onMouseEnter={reaching(onMouseEnter)}
      onTouchStart={reaching(onTouchStart)}
      onFocus={reaching(onFocus)}
    />
  );
}
