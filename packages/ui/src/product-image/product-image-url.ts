// Product images are served resized as webp from the product image host (spec section 9).
// Spec: not shown — the host and the query scheme. Choice: the host list is configuration (the
// app passes it, from its environment, through <ProductImageConfig>), and the resize follows the
// Alibaba Cloud OSS image-processing form, `?x-oss-process=image/resize,w_<px>/format,webp`,
// which keeps the original URL and adds one query parameter. Widths snap to a few steps so the
// CDN caches a handful of variants per image instead of one per layout width.

export const RESIZE_PARAM = "x-oss-process";

/** CSS-pixel widths an image is requested at. */
export const IMAGE_WIDTH_STEPS = [64, 128, 256, 384, 512, 768, 1024, 1536] as const;
const LARGEST_STEP = 1536;

/** The smallest step at least `width` wide (the largest step beyond that). */
export function snapWidth(width: number): number {
  return IMAGE_WIDTH_STEPS.find((step) => step >= width) ?? LARGEST_STEP;
}

/**
 * The resized webp URL of `src` at `width` CSS pixels when `src` is on one of `hosts`; `src`
 * unchanged otherwise, and for GIF (animation) and SVG (vector) files, or URLs already processed.
 */
export function productImageUrl(src: string, width: number, hosts: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  if (!hosts.includes(url.hostname.toLowerCase())) return src;
  if (/\.(gif|svg)$/i.test(url.pathname) || url.searchParams.has(RESIZE_PARAM)) return src;
  url.searchParams.set(RESIZE_PARAM, `image/resize,w_${snapWidth(width)}/format,webp`);
  return url.toString();
}

/** `srcset` with 1x and 2x variants, or undefined when the image is not resized. */
export function productImageSrcSet(src: string, width: number, hosts: readonly string[]): string | undefined {
  const single = productImageUrl(src, width, hosts);
  if (single === src) return undefined;
  return `${single} 1x, ${productImageUrl(src, width * 2, hosts)} 2x`;
}
