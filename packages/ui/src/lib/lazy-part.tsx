"use client";
// A part of a page that most visits never render, kept out of the route's first load: its code loads when
// it first renders in the browser, with `fallback` shown meanwhile. The use: the browser's own read of
// data the server usually puts in the page (a server component renders the server's answer with no
// client code, and this part only when the server had none). The server's HTML and the hydration render
// show `fallback` only: the part reads the browser's session and queries, and a boundary that hydrates
// after its chunk arrives would meet a session that has moved on since the server's render.
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { useHydrated } from "./use-hydrated";

/** `fallback`: what shows until the part has loaded, or a function of the part's props that draws it. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode | ((props: P) => ReactNode)): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    const inBrowser = useHydrated();
    const waiting = typeof fallback === "function" ? fallback(props) : fallback;
    if (!inBrowser) return waiting;
    return (
      <Suspense fallback={waiting}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
