"use client";
// A part of a page that most visits never render, kept out of the route's first load: its code loads when
// it first renders in the browser, with `fallback` shown meanwhile. The use: the browser's own read of
// data the server usually puts in the page (a server component renders the server's answer with no
// client code, and this part only when the server had none). The server's HTML and the hydration render
// show `fallback` only: the part reads the browser's session and queries, and a boundary that hydrates
// after its chunk arrives would meet a session that has moved on since the server's render.
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { useHydrated } from "./use-hydrated";

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    const inBrowser = useHydrated();
    if (!inBrowser) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
