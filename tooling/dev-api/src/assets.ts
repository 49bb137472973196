// Images the dev API serves itself, so pages load with no outside host (these machines have none):
// seeded data holds paths under /static/, each answer makes them absolute on the caller's origin,
// and GET /static/<kind>/<name>.png draws a deterministic placeholder (colour and initials from the name).
import { readFileSync } from "node:fs";
import { Hono } from "hono";
import { placeholderPng } from "./placeholder-png";

export const ASSET_ROOT = "/static/";

const ASSET_PATH = /^\/static\/[\w-]+\/[\w.-]+\.(?:png|webm)$/;

/** A seeded name as an asset name: "Draw & Guess" → "draw-guess". */
export const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * The path of a seeded picture. Only a path of word characters, dots and dashes is made absolute by
 * {@link absolutizeAssets}; any other name (a space, an `&`) would stay relative and load from the app's
 * own origin, a broken picture, so it is refused here, where the seed is written.
 */
export function assetPath(kind: string, name: string | number): string {
  const path = `${ASSET_ROOT}${kind}/${name}.png`;
  if (!ASSET_PATH.test(path)) throw new Error(`asset name "${kind}/${name}": use word characters, dots and dashes only`);
  return path;
}

/** A short clip the dev API serves from `static/videos/` (posts' video blocks). */
export function videoPath(name: string): string {
  return `${ASSET_ROOT}videos/${name}.webm`;
}

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

/** How many drawn pictures are kept (the seeded data names about two hundred). */
const DRAWN_LIMIT = 512;
const drawn = new Map<string, Uint8Array<ArrayBuffer>>();

/** The placeholder for `/static/<kind>/<name>.png`: banners wide, everything else square. */
export function placeholderFor(kind: string, name: string): Uint8Array<ArrayBuffer> {
  const key = `${kind}/${name}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  const wide = kind.endsWith("banners");
  // Kept as the bytes the response sends, so a cached picture is not copied again on each request.
  const picture = new Uint8Array(
    placeholderPng({
      width: wide ? 600 : 120,
      height: wide ? 240 : 120,
      hue: hue(key),
      label: name.replace(/[^\p{L}\p{N}]/gu, "").slice(0, 3).toUpperCase() || "?",
    }),
  );
  if (drawn.size >= DRAWN_LIMIT) drawn.clear();
  drawn.set(key, picture);
  return picture;
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
  app.get(`${ASSET_ROOT}:kind/:file{.+\\.png}`, (c) => {
    const name = c.req.param("file").replace(/\.png$/, "");
    return c.body(placeholderFor(c.req.param("kind"), name), 200, {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=86400",
    });
  });
  return app;
}
