"use client";
// A part a player opens with a tap (a dialog, a sheet) kept out of its route's first load: its code loads
// while the page is idle after it starts (`whenIdle`: not while offline), so the first opening is
// immediate, and the part renders from its first opening on (it stays mounted through its closing and
// whatever it shows after a submission, so nothing waits for a chunk once money has moved).
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

export function lazyWhenIdle<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyWhenIdle(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    // A preload that fails is not an error yet: it shows (the route's error screen) if the part opens.
    useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
    return opened ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  }
  return LazyWhenIdle;
}
