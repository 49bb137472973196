// Prints first-load JavaScript (gzip, kB) per route of both apps, from Next's build manifests.
// First load = the framework chunks every page loads (rootMainFiles) + the chunks of the route's
// layouts and page (entryJSFiles of its client reference manifest), see ./perf/first-load.mjs.
//   node scripts/size-report.mjs            build (turbo cache makes an unchanged build instant), then report
//   node scripts/size-report.mjs --no-build report on the existing .next output
// The figures are also written to .size/<app>.json; a later run prints the change against them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { firstLoadByRoute, hasBuild } from "./perf/first-load.mjs";

const root = path.resolve(import.meta.dirname, "..");
const apps = ["xworld", "luckybear"];

if (!process.argv.includes("--no-build")) {
  execFileSync("pnpm", ["turbo", "run", "build", ...apps.map((a) => `--filter=${a}`), "--output-logs=errors-only"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

// kB (1000 bytes), as the budget (perf-budget.json) and `pnpm bench` count.
const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(7);

function report(app) {
  const dotNext = path.join(root, "apps", app, ".next");
  if (!hasBuild(dotNext)) {
    console.log(`${app}: no build output at ${dotNext}`);
    return;
  }
  const { sharedBytes, routes } = firstLoadByRoute(dotNext);
  const rows = routes.map(({ route, firstLoad, own }) => ({ route, firstLoad, own }));

  const previousFile = path.join(root, ".size", `${app}.json`);
  const previous = fs.existsSync(previousFile) ? JSON.parse(fs.readFileSync(previousFile, "utf8")) : null;
  const before = new Map((previous?.routes ?? []).map((r) => [r.route, r.firstLoad]));

  console.log(`\n${app}  (first-load JS, gzip, kB; shared by all routes: ${kb(sharedBytes).trim()})`);
  console.log(`  ${"route".padEnd(48)} ${"first load".padStart(10)} ${"route own".padStart(9)}  change`);
  for (const r of rows) {
    const prev = before.get(r.route);
    const delta = prev === undefined ? "new" : `${r.firstLoad - prev >= 0 ? "+" : ""}${((r.firstLoad - prev) / 1000).toFixed(1)}`;
    console.log(`  ${r.route.padEnd(48)} ${kb(r.firstLoad).padStart(10)} ${kb(r.own).padStart(9)}  ${delta}`);
  }
  fs.mkdirSync(path.dirname(previousFile), { recursive: true });
  fs.writeFileSync(previousFile, JSON.stringify({ app, sharedBytes, routes: rows }, null, 2));
}

for (const app of apps) report(app);
