// Lighthouse (mobile, simulated slow 4G and a slow CPU) on the home pages of both built apps, served by
// `next start` against the dev API on loopback. Prints the performance score and the main timings.
//   node scripts/lighthouse.mjs            build (turbo cache makes an unchanged build instant), then measure
//   node scripts/lighthouse.mjs --no-build measure the existing builds
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const chrome = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Ports of their own, away from dev (3000s, 4400) and the e2e suites (3410+ and 4410+).
const api = { port: 4590, origin: "http://127.0.0.1:4590" };
const apps = [
  { name: "xworld", port: 3590, pages: ["/en-US", "/vi-VN/user/login"] },
  { name: "luckybear", port: 3591, pages: ["/en-US/luckybear"] },
];
// A production build measured against the dev API: a test deployment (dev-only defaults allowed).
const env = { DEPLOY_ENV: "test", ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!process.argv.includes("--no-build")) {
  execFileSync("pnpm", ["turbo", "run", "build", ...apps.map((a) => `--filter=${a.name}`), "--output-logs=errors-only"], { cwd: root, stdio: "inherit", env });
}

const children = [];
function start(command, args, options) {
  // Own process group, so stopping it also stops the servers pnpm started.
  const child = spawn(command, args, { ...options, env: { ...env, ...options.env }, stdio: "ignore", detached: true });
  children.push(child);
  return child;
}
async function waitFor(url) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  }
}
process.on("exit", stopAll);

start("pnpm", ["--filter", "@repo/dev-api", "start"], { cwd: root, env: { DEV_API_PORT: String(api.port) } });
await waitFor(`${api.origin}/__dev/health`);
for (const app of apps) {
  start("pnpm", ["start"], { cwd: path.join(root, "apps", app.name), env: { PORT: String(app.port), API_ORIGIN: api.origin } });
  await waitFor(`http://127.0.0.1:${app.port}/en-US`);
}

const flags = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic";
const ms = (value) => `${Math.round(value ?? 0)} ms`.padStart(8);
console.log(`\nLighthouse ${"(mobile, simulated throttling)"}\n  ${"page".padEnd(44)} score     FCP      LCP      TBT    CLS   JS (KiB)`);
for (const app of apps) {
  for (const page of app.pages) {
    const url = `http://127.0.0.1:${app.port}${page}`;
    const out = path.join(os.tmpdir(), `lh-${app.name}-${page.replace(/\W+/g, "_")}.json`);
    execFileSync(
      path.join(root, "node_modules", ".bin", "lighthouse"),
      [url, "--quiet", "--only-categories=performance", "--output=json", `--output-path=${out}`, `--chrome-path=${chrome}`, `--chrome-flags=${flags}`],
      { cwd: root, env: { ...env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
    );
    const report = JSON.parse(fs.readFileSync(out, "utf8"));
    const audit = (id) => report.audits[id]?.numericValue;
    const js = (report.audits["resource-summary"]?.details?.items ?? []).find((item) => item.resourceType === "script");
    console.log(
      `  ${`${app.name} ${page}`.padEnd(44)} ${String(Math.round((report.categories.performance.score ?? 0) * 100)).padStart(5)} ${ms(audit("first-contentful-paint"))} ${ms(audit("largest-contentful-paint"))} ${ms(audit("total-blocking-time"))} ${(audit("cumulative-layout-shift") ?? 0).toFixed(3).padStart(6)} ${((js?.transferSize ?? 0) / 1024).toFixed(1).padStart(9)}`,
    );
  }
}
stopAll();
