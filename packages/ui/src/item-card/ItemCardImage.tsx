"use client";
// An item card's picture, or a broken-picture sign in its place when it fails to load: the card's only
// client code.
import { useState } from "react";

export function ItemCardImage({ image, alt }: { image: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span aria-hidden="true" data-broken-image="" className="absolute inset-0 flex items-center justify-center text-32 text-text-muted">
        <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="m3 16 5-5 4 4 3-3 6 6" />
        </svg>
      </span>
    );
  }
  return <img src={image} alt={alt} loading="lazy" decoding="async" width={160} height={160} onError={() => setFailed(true)} className="size-full object-cover" />;
}
