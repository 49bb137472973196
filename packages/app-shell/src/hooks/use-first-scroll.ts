"use client";
// Whether the visitor has started to look through the page themselves: a wheel, a swipe, or a key that
// scrolls. Offers that would otherwise cover the page at its first paint (an install prompt) wait for
// it: the page is seen first, and a visitor whose first tap leaves the page is not stopped on the way
// out. A scroll the page makes itself (to a link's target, to an element brought into view) is not one.
import { useEffect, useState } from "react";

const SCROLL_KEYS = new Set(["ArrowDown", "ArrowUp", "PageDown", "PageUp", "End", "Home", " "]);

export function useFirstScroll(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    const onKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) setScrolled(true);
    };
    const options = { passive: true, capture: true };
    window.addEventListener("wheel", onScroll, options);
    window.addEventListener("touchmove", onScroll, options);
    window.addEventListener("keydown", onKey, options);
    return () => {
      window.removeEventListener("wheel", onScroll, options);
      window.removeEventListener("touchmove", onScroll, options);
      window.removeEventListener("keydown", onKey, options);
    };
  }, [scrolled]);
  return scrolled;
}
