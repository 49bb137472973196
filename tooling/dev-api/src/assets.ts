// Images the dev API serves itself, so pages load with no outside host (these machines have none):
// seeded data holds paths under /static/, each answer makes them absolute on the caller's origin,
// and GET /static/<kind>/<name>.svg draws a deterministic placeholder (colour and initials from the name).
import { readFileSync } from "node:fs";
import { Hono } from "hono";

export const ASSET_ROOT = "/static/";

export function assetPath(kind: string, name: string | number): string {
  return `${ASSET_ROOT}${kind}/${name}.svg`;
}

/** A short clip the dev API serves from `static/videos/` (posts' video blocks). */
export function videoPath(name: string): string {
  return `${ASSET_ROOT}videos/${name}.webm`;
}

const ASSET_PATH = /^\/static\/[\w-]+\/[\w.-]+\.(?:svg|webm)$/;
const VIDEO_DIR = new URL("../static/videos/", import.meta.url);

/** Every string of `value` that is an asset path becomes an absolute URL on `origin`. */
export function absolutizeAssets<T>(value: T, origin: string): T {
  if (typeof value === "string") return (ASSET_PATH.test(value) ? `${origin}${value}` : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => absolutizeAssets(item, origin)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absolutizeAssets(item, origin)])) as T;
  }
  return value;
}

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function placeholderSvg(kind: string, name: string): string {
  const h = hue(`${kind}/${name}`);
  const label = escapeXml(name.replace(/[^\p{L}\p{N}]/gu, "").slice(0, 3).toUpperCase() || "?");
  const wide = kind.endsWith("banners");
  const [width, height] = wide ? [600, 240] : [120, 120];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${h} 70% 55%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 70% 40%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" ` +
    `font-weight="700" font-size="${wide ? 64 : 40}" fill="rgba(255,255,255,0.9)">${label}</text></svg>`
  );
}

export function assetRoutes(): Hono {
  const app = new Hono();
  app.get(`${ASSET_ROOT}videos/:file{[\\w-]+\\.webm}`, (c) => {
    let clip: Buffer;
    try {
      clip = readFileSync(new URL(c.req.param("file"), VIDEO_DIR));
    } catch {
      return c.notFound();
    }
    return c.body(new Uint8Array(clip), 200, { "Content-Type": "video/webm", "Cache-Control": "public, max-age=86400" });
  });
  app.get(`${ASSET_ROOT}:kind/:file{.+\\.svg}`, (c) => {
    const name = c.req.param("file").replace(/\.svg$/, "");
    return c.body(placeholderSvg(c.req.param("kind"), name), 200, {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=86400",
    });
  });
  return app;
}
