import { describe, expect, it } from "vitest";
import { productImageSrcSet, productImageUrl, snapWidth } from "./product-image-url";

const HOSTS = ["img.products.test"];

describe("productImageUrl", () => {
  it.each([
    ["https://img.products.test/p/1.png", 100, "https://img.products.test/p/1.png?x-oss-process=image%2Fresize%2Cw_128%2Fformat%2Cwebp"],
    ["https://IMG.products.test/p/1.jpg?v=3", 300, "https://img.products.test/p/1.jpg?v=3&x-oss-process=image%2Fresize%2Cw_384%2Fformat%2Cwebp"],
    ["https://img.products.test/p/1.png", 5000, "https://img.products.test/p/1.png?x-oss-process=image%2Fresize%2Cw_1536%2Fformat%2Cwebp"],
  ])("resizes %s at %d px", (src, width, expected) => {
    expect(productImageUrl(src, width, HOSTS)).toBe(expected);
  });

  it.each([
    ["another host", "https://cdn.other.test/p/1.png"],
    ["a subdomain of the host", "https://a.img.products.test/p/1.png"],
    ["an animated gif", "https://img.products.test/p/1.gif"],
    ["an svg", "https://img.products.test/p/logo.SVG"],
    ["an already processed URL", "https://img.products.test/p/1.png?x-oss-process=image/resize,w_64"],
    ["a relative path", "/static/p/1.png"],
  ])("leaves %s alone", (_, src) => {
    expect(productImageUrl(src, 200, HOSTS)).toBe(src);
  });

  it("changes nothing when no host is configured", () => {
    expect(productImageUrl("https://img.products.test/p/1.png", 200, [])).toBe("https://img.products.test/p/1.png");
  });
});

describe("productImageSrcSet", () => {
  it("offers 1x and 2x variants for resized images only", () => {
    expect(productImageSrcSet("https://img.products.test/a.png", 120, HOSTS)).toBe(
      "https://img.products.test/a.png?x-oss-process=image%2Fresize%2Cw_128%2Fformat%2Cwebp 1x, " +
        "https://img.products.test/a.png?x-oss-process=image%2Fresize%2Cw_256%2Fformat%2Cwebp 2x",
    );
    expect(productImageSrcSet("https://elsewhere.test/a.png", 120, HOSTS)).toBeUndefined();
  });
});

describe("snapWidth", () => {
  it.each([
    [1, 64],
    [64, 64],
    [65, 128],
    [400, 512],
    [2000, 1536],
  ])("%d → %d", (width, step) => {
    expect(snapWidth(width)).toBe(step);
  });
});
