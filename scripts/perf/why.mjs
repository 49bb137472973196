// `pnpm size:why <app> [route ...]`: which modules fill a route's first-load JavaScript.
// Builds the app once more into .next-why with browser source maps (NEXT_SIZE_WHY=1, see tooling/next),
// then gives each chunk's gzip bytes to the modules its source map names, in proportion to the bytes
// each module occupies in the minified chunk (gzip compresses unevenly, so a module's figure is an
// estimate; a chunk's total is exact). Without routes it prints the layout-wide part (the chunks every
// page route loads) and the heaviest routes; with routes, what each adds above the layout-wide part.
//   pnpm size:why xworld                       build, then the layout-wide part and the 5 heaviest routes
//   pnpm size:why xworld /[locale]/wallet      what /wallet adds, module by module
//   pnpm size:why luckybear --no-build --top 60 --by package
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { firstLoadByRoute, gzipSize, hasBuild, isPageRoute, kB } from "./first-load.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const top = Number(option("--top", "30"));
const by = option("--by", "module"); // module | package
const noBuild = args.includes("--no-build");
const [app, ...routes] = args.filter((arg) => arg !== "--no-build");
if (!app || !fs.existsSync(path.join(root, "apps", app))) {
  console.error("usage: pnpm size:why <xworld|luckybear> [route ...] [--no-build] [--top N] [--by module|package]");
  process.exit(2);
}

const appDir = path.join(root, "apps", app);
const dotNext = path.join(appDir, ".next-why");
if (!noBuild || !hasBuild(dotNext)) {
  console.log(`building ${app} with source maps into ${path.relative(root, dotNext)} …`);
  execFileSync("pnpm", ["exec", "next", "build"], {
    cwd: appDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_SIZE_WHY: "1", NEXT_TELEMETRY_DISABLED: "1" },
  });
}

/** "node_modules/.pnpm/x/node_modules/@scope/pkg/dist/a.js" → "@scope/pkg/dist/a.js"; project paths as they are. */
function moduleName(source) {
  const clean = source.replace(/^turbopack:\/\/\/?/, "").replace(/^\[project\]\//, "");
  const at = clean.lastIndexOf("node_modules/");
  return at < 0 ? clean : clean.slice(at + "node_modules/".length);
}

function packageName(module) {
  const parts = module.split("/");
  if (!module.startsWith("apps/") && !module.startsWith("packages/") && !module.startsWith("tooling/")) {
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return parts.slice(0, 2).join("/");
}

const chunkCache = new Map();
/** Gzip bytes of a chunk, split by module (estimates that add up to the chunk's exact size). */
function chunkModules(file) {
  if (chunkCache.has(file)) return chunkCache.get(file);
  const full = path.join(dotNext, file);
  const code = fs.readFileSync(full, "utf8");
  const gz = gzipSize(full);
  const raw = new Map();
  const ref = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code);
  const mapFile = ref ? path.join(path.dirname(full), ref[1]) : null;
  if (mapFile && fs.existsSync(mapFile)) {
    const map = JSON.parse(fs.readFileSync(mapFile, "utf8"));
    const lines = code.split("\n");
    const sections = map.sections ?? [{ offset: { line: 0, column: 0 }, map }];
    for (const section of sections) {
      let last = null;
      const close = (line, column) => {
        if (last && last.line === line && column > last.column) raw.set(last.module, (raw.get(last.module) ?? 0) + column - last.column);
      };
      new SourceMapConsumer(section.map).eachMapping((mapping) => {
        const line = mapping.generatedLine - 1 + section.offset.line;
        const column = mapping.generatedColumn + (mapping.generatedLine === 1 ? section.offset.column : 0);
        close(line, column);
        last = { line, column, module: mapping.source ? moduleName(mapping.source) : "(unmapped)" };
      });
      if (last) close(last.line, lines[last.line]?.length ?? 0);
    }
  }
  const mapped = [...raw.values()].reduce((n, v) => n + v, 0);
  const result = new Map();
  const total = Buffer.byteLength(code);
  for (const [module, bytes] of raw) result.set(module, (bytes / total) * gz);
  result.set("(runtime, glue)", ((total - mapped) / total) * gz);
  chunkCache.set(file, result);
  return result;
}

function breakdown(files) {
  const sums = new Map();
  for (const file of files) {
    for (const [module, bytes] of chunkModules(file)) {
      const key = by === "package" ? packageName(module) : module;
      sums.set(key, (sums.get(key) ?? 0) + bytes);
    }
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
}

function print(title, files) {
  const rows = breakdown(files);
  const total = rows.reduce((n, [, bytes]) => n + bytes, 0);
  console.log(`\n${title}: ${kB(total)} kB in ${files.length} chunk(s)`);
  for (const [name, bytes] of rows.slice(0, top)) console.log(`  ${kB(bytes).padStart(6)}  ${name}`);
  if (rows.length > top) console.log(`  … ${rows.length - top} more (--top N)`);
}

const { sharedBytes, routes: all } = firstLoadByRoute(dotNext);
const pages = all.filter((row) => isPageRoute(row.route));
const layoutWide = pages.reduce((common, row) => common.filter((file) => row.files.includes(file)), pages[0]?.files ?? []);
console.log(`${app}: framework ${kB(sharedBytes)} kB (the floor loads the same), then per route:`);
if (routes.length === 0) {
  print("layout-wide (every page route loads it)", layoutWide);
  const heaviest = [...pages].sort((a, b) => b.firstLoad - a.firstLoad).slice(0, 5);
  console.log("\nheaviest routes (first load, kB):");
  for (const row of heaviest) console.log(`  ${kB(row.firstLoad).padStart(6)}  ${row.route}`);
} else {
  for (const route of routes) {
    const row = all.find((candidate) => candidate.route === route);
    if (!row) {
      console.error(`no route ${route}; routes look like ${pages.slice(0, 3).map((r) => r.route).join(", ")}`);
      process.exitCode = 1;
      continue;
    }
    print(`${route} (first load ${kB(row.firstLoad)} kB) above the layout-wide part`, row.files.filter((file) => !layoutWide.includes(file)));
  }
}
