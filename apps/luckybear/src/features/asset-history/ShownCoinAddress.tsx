"use client";
// The address is set to the coin shown (the first coin for none or one the player does not hold), as it
// is shared and reloaded. Renders nothing.
import { useEffect } from "react";

export function ShownCoinAddress({ href }: { href: string }) {
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(window.history.state, "", href);
  }, [href]);
  return null;
}
