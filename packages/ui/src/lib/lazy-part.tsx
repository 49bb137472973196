"use client";
// A part of a page that most visits never render, kept out of the route's first load: its code loads when
// it first renders, with `fallback` shown meanwhile. The use: the browser's own read of data the server
// usually puts in the page (a server component renders the server's answer with no client code, and
// this part only when the server had none).
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
