"use client";
// A lazy part whose place its caller draws with fields a player may type into before the part has loaded
// (a server-drawn phone number box). Unlike placeheldPart, no Suspense fallback replaces the caller's
// elements while the code loads: they stay the very elements the server drew, with what was typed in
// them, until the part renders in their place; the part takes that text (`typedIntoPreview`) as it
// first renders, while those elements are still in the page.
import { type ComponentType, useEffect, useState } from "react";
import type { Placeheld } from "./placeheld-part";

export function typedAheadPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<Placeheld<P>> {
  function TypedAheadPart(props: Placeheld<P>) {
    const [Loaded, setLoaded] = useState<ComponentType<Placeheld<P>> | null>(null);
    useEffect(() => {
      let live = true;
      load().then(
        (part) => live && setLoaded(() => part as ComponentType<Placeheld<P>>),
        // A chunk that failed to load shows the route's error screen, as a lazy part's does.
        (error: unknown) =>
          live &&
          setLoaded(() => () => {
            throw error;
          }),
      );
      return () => {
        live = false;
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : props.placeholder;
  }
  return TypedAheadPart;
}
