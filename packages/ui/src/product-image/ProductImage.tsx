import { useState } from "react";
import { cn } from "../lib/cn";
import { productImageSrcSet, productImageUrl } from "./product-image-url";
import { useProductImageHosts } from "./ProductImageConfig";

export interface ProductImageProps {
  src: string;
  /** Describes the image; "" when the product's name is already next to it. */
  alt: string;
  /** Rendered width in design px. */
  width: number;
  /** Width / height; 1 (square) by default. */
  aspectRatio?: number;
  /** Loads at once (the first screen's hero image) instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** A product picture, requested resized as webp from the product image host, with a placeholder. */
export function ProductImage({ src, alt, width, aspectRatio = 1, priority = false, className }: ProductImageProps) {
  const hosts = useProductImageHosts();
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  // Design px become CSS px at up to about 1.1x on phones wider than the 375 design.
  const cssWidth = Math.ceil(width * 1.1);
  return (
    <span
      className={cn("relative block overflow-hidden rounded-12 bg-skeleton", className)}
      style={{ width: `${width / 100}rem`, aspectRatio }}
    >
      {state === "failed" ? (
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-24 text-text-muted">
          <BrokenImageIcon />
        </span>
      ) : null}
      {state !== "failed" ? (
        <img
          src={productImageUrl(src, cssWidth, hosts)}
          srcSet={productImageSrcSet(src, cssWidth, hosts)}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
          className={cn("absolute inset-0 size-full object-cover transition-opacity duration-200", state === "loaded" ? "opacity-100" : "opacity-0")}
        />
      ) : (
        <span className="sr-only">{alt}</span>
      )}
    </span>
  );
}

function BrokenImageIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m3 16 5-5 4 4 3-3 6 6" />
      <circle cx="15.5" cy="8.5" r="1.5" />
    </svg>
  );
}
