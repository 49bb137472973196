// First-load JavaScript (gzip) per route of a built Next.js app, from its build manifests: the framework
// chunks every page loads (rootMainFiles) plus the chunks of the route's layouts, boundaries and page
// (entryJSFiles of its client reference manifest). Chunks loaded later (dynamic imports) and the
// nomodule polyfills are not counted. Shared by `pnpm size`, `pnpm bench` and the budget check.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

const gzipCache = new Map();
/** Bytes of a file gzipped at level 9 (what a CDN sends, give or take). */
export function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

function readClientManifest(file, entry) {
  const sandbox = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
  return sandbox.__RSC_MANIFEST?.[entry];
}

/** True when `dotNext` holds a finished build. */
export function hasBuild(dotNext) {
  return fs.existsSync(path.join(dotNext, "build-manifest.json")) && fs.existsSync(path.join(dotNext, "app-path-routes-manifest.json"));
}

/**
 * `{ sharedBytes, routes: [{ route, firstLoad, own, files }] }` for the app built into `dotNext`, routes
 * sorted by name. `own` is what the route adds to the framework's shared chunks; `files` are its chunks.
 */
export function firstLoadByRoute(dotNext) {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(dotNext, "build-manifest.json"), "utf8"));
  const routes = JSON.parse(fs.readFileSync(path.join(dotNext, "app-path-routes-manifest.json"), "utf8"));
  const shared = new Set(buildManifest.rootMainFiles);
  const sharedBytes = [...shared].reduce((n, f) => n + gzipSize(path.join(dotNext, f)), 0);
  const rows = [];
  for (const [entry, route] of Object.entries(routes)) {
    const manifestFile = path.join(dotNext, "server", "app", `${entry}_client-reference-manifest.js`);
    if (!fs.existsSync(manifestFile)) continue; // route handlers have no client JavaScript
    const manifest = readClientManifest(manifestFile, entry);
    const own = new Set();
    for (const files of Object.values(manifest?.entryJSFiles ?? {})) {
      for (const f of files) if (!shared.has(f)) own.add(f);
    }
    const ownBytes = [...own].reduce((n, f) => n + gzipSize(path.join(dotNext, f)), 0);
    rows.push({ route, firstLoad: sharedBytes + ownBytes, own: ownBytes, files: [...own].sort() });
  }
  rows.sort((a, b) => a.route.localeCompare(b.route));
  return { sharedBytes, routes: rows };
}

/** Routes that are pages of the product (not Next's own error pages, API handlers or metadata files). */
export function isPageRoute(route) {
  return !route.startsWith("/_") && !route.startsWith("/api/") && !/\.\w+$/.test(route);
}

/** kB as the budget and the bench print them: 1 kB = 1000 bytes. */
export const kB = (bytes) => (bytes / 1000).toFixed(1);
