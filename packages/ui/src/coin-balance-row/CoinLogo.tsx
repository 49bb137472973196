"use client";
// A coin's logo, with its initial on a disc when the image is missing or fails to load (the only client
// code of a balance row).
import { useState } from "react";

/** The coin's logo; its initial on a disc when the image is missing or fails. */
export function CoinLogo({ src, name, size = 36 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const dimension = { width: `${size / 100}rem`, height: `${size / 100}rem` };
  if (!src || failed) {
    return (
      <span
        aria-hidden="true"
        style={dimension}
        className="flex items-center justify-center rounded-full bg-accent text-14 font-bold text-accent-contrast"
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  // The coin's name is next to the logo, so the image itself is decorative.
  return <img src={src} alt="" style={dimension} loading="lazy" decoding="async" className="rounded-full object-cover" onError={() => setFailed(true)} />;
}
