// Prints first-load JavaScript (gzip) per route of both apps, from Next's build manifests.
// First load = the framework chunks every page loads (rootMainFiles) + the chunks of the route's
// layouts and page (entryJSFiles of its client reference manifest). Polyfills (nomodule) are left out.
//   node scripts/size-report.mjs            build (turbo cache makes an unchanged build instant), then report
//   node scripts/size-report.mjs --no-build report on the existing .next output
// The figures are also written to .size/<app>.json; a later run prints the change against them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const apps = ["xworld", "luckybear"];

if (!process.argv.includes("--no-build")) {
  execFileSync("pnpm", ["turbo", "run", "build", ...apps.map((a) => `--filter=${a}`), "--output-logs=errors-only"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

function readClientManifest(file, entry) {
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
  return sandbox.__RSC_MANIFEST?.[entry];
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

function report(app) {
  const dotNext = path.join(root, "apps", app, ".next");
  if (!fs.existsSync(path.join(dotNext, "build-manifest.json"))) {
    console.log(`${app}: no build output at ${dotNext}`);
    return;
  }
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
    rows.push({ route, firstLoad: sharedBytes + ownBytes, own: ownBytes });
  }
  rows.sort((a, b) => a.route.localeCompare(b.route));

  const previousFile = path.join(root, ".size", `${app}.json`);
  const previous = fs.existsSync(previousFile) ? JSON.parse(fs.readFileSync(previousFile, "utf8")) : null;
  const before = new Map((previous?.routes ?? []).map((r) => [r.route, r.firstLoad]));

  console.log(`\n${app}  (first-load JS, gzip, KiB; shared by all routes: ${kb(sharedBytes).trim()})`);
  console.log(`  ${"route".padEnd(48)} ${"first load".padStart(10)} ${"route own".padStart(9)}  change`);
  for (const r of rows) {
    const prev = before.get(r.route);
    const delta = prev === undefined ? "new" : `${r.firstLoad - prev >= 0 ? "+" : ""}${((r.firstLoad - prev) / 1024).toFixed(1)}`;
    console.log(`  ${r.route.padEnd(48)} ${kb(r.firstLoad).padStart(10)} ${kb(r.own).padStart(9)}  ${delta}`);
  }
  fs.mkdirSync(path.dirname(previousFile), { recursive: true });
  fs.writeFileSync(previousFile, JSON.stringify({ app, sharedBytes, routes: rows }, null, 2));
}

for (const app of apps) report(app);
