// `pnpm bench`: builds both apps and the floor (turbo's cache makes an unchanged build instant), serves
// them against the dev API on loopback, runs Lighthouse on each page of ./pages.ts in turn (round after
// round, so a busy moment of the machine hits every page alike), and prints the medians with their
// ratios to the floor, each page's spread, and its LCP element with the LCP's phases (./lcp.ts).
// Options: --no-build, --runs N (default BENCH_RUNS or 5), --only <text in the page name>, --throttling
// simulate|devtools (how Lighthouse slows the phone down, ./measure.ts; default simulate), --renders
// (instead of Lighthouse: the components each page renders while it starts, ./renders.ts), --html
// (instead of Lighthouse: every page's server HTML as the player, the thin ones listed, ./html-audit.ts),
// --main-thread (instead of Lighthouse: the main thread's busy time at 4× CPU, by kind, ./main-thread.ts).
// The raw runs are written to .bench/latest.json.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { formatLcp } from "./lcp";
import { formatTbtSplit } from "./tbt-split";
import { measure, type Run, throttlingFrom } from "./measure";
import { auditHtml, formatHtmlAudit } from "./html-audit";
import { formatMainThread, measureMainThread } from "./main-thread";
import { benchPages, everyPage } from "./pages";
import { countRenders, formatRenders } from "./renders";
import { formatSpread, formatTable, medianOf, type PageResult } from "./report";
import { type Login, loginSeededPlayer, ROOT, startServers, stopServers } from "./servers";

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const runs = Number(option("--runs") ?? process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs / BENCH_RUNS must be a whole number from 1, not ${runs}`);
const only = option("--only");
const throttling = throttlingFrom(option("--throttling"));

if (!process.argv.includes("--no-build")) {
  execFileSync("pnpm", ["turbo", "run", "build", "--filter=xworld", "--filter=luckybear", "--filter=@repo/floor", "--output-logs=errors-only"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

const htmlOnly = process.argv.includes("--html");
const pages = (htmlOnly ? everyPage() : benchPages()).filter((page) => page.app === "floor" || !only || page.name.includes(only));
const rendersOnly = process.argv.includes("--renders");
const mainThreadOnly = process.argv.includes("--main-thread");
const what = htmlOnly
  ? "server HTML, once"
  : rendersOnly
    ? "components rendered while starting, once"
    : mainThreadOnly
      ? `main thread at 4× CPU, ${runs} loads`
      : `${runs} runs (${throttling} throttling)`;
console.info(`Measuring ${pages.length} pages, ${what} each:\n${pages.map((page) => `  ${page.name} (${page.as}) ${page.url}`).join("\n")}`);

await startServers();
try {
  const login = await loginSeededPlayer();
  if (htmlOnly) {
    const rows = [];
    for (const page of pages) rows.push(await auditHtml(page, login));
    console.info(`\n${formatHtmlAudit(rows)}`);
  } else if (rendersOnly) {
    const rows = [];
    for (const page of pages) rows.push({ page, counts: await countRenders(page, login) });
    console.info(`\n${formatRenders(rows)}`);
  } else if (mainThreadOnly) {
    console.info(`\n${formatMainThread(await measureMainThread(pages, login, runs))}`);
  } else await lighthouseRounds(login);
} finally {
  stopServers();
}

async function lighthouseRounds(login: Login) {
  const collected = new Map(pages.map((page) => [page, [] as Run[]]));
  for (let round = 1; round <= runs; round += 1) {
    for (const page of pages) {
      const started = Date.now();
      const run = await measure(page, login, throttling);
      collected.get(page)?.push(run);
      console.info(`  round ${round}/${runs} ${page.name}: score ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  }
  const results: PageResult[] = pages.map((page) => {
    const measured = collected.get(page) ?? [];
    return { page, runs: measured, median: medianOf(measured) };
  });
  console.info(`\n${formatTable(results, runs, throttling)}`);
  if (runs > 1) console.info(`\nSpread over the ${runs} rounds:\n${formatSpread(results)}`);
  console.info(`\nThe LCP element and where its time goes (ms, medians):\n${formatLcp(results)}`);
  if (throttling === "simulate") {
    console.info(`\nWhere the simulated TBT goes, by the kind of work in each blocking task (ms, medians of each part):\n${formatTbtSplit(results)}`);
  }
  const out = path.join(ROOT, ".bench", "latest.json");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), runs, throttling, results }, null, 2));
  console.info(`\nRaw runs: ${path.relative(ROOT, out)}`);
}
