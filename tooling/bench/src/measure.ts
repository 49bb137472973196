// One Lighthouse run (mobile; simulated throttling, Lighthouse's default, or throttling applied while the
// page loads) in a fresh Debian Chromium, through puppeteer so the page can be prepared before its first
// script runs: the seeded player's stored login, or the fake Telegram client of @repo/telegram/testing
// with signed launch data.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { DEV_BOT_TOKEN } from "@repo/dev-api/telegram";
import { loginCookies } from "@repo/playwright-config/login-cookies";
import { buildLaunchUrl, installFakeTelegram } from "@repo/telegram/testing";
import lighthouse from "lighthouse";
import { type LcpPhases, lcpDetail } from "./lcp";
import type { BenchPage } from "./pages";
import { devApiNow, type Login } from "./servers";
import { type SimulatedTbt, simulatedTbt, totalOf } from "./tbt-split";

type LighthousePage = NonNullable<Parameters<typeof lighthouse>[3]>;

export type BenchTab = LighthousePage & {
  evaluateOnNewDocument(source: string): Promise<unknown>;
  setCookie(...cookies: { name: string; value: string; url: string }[]): Promise<void>;
  emulateCPUThrottling(factor: number | null): Promise<void>;
  tracing: { start(options: { categories: string[] }): Promise<void>; stop(): Promise<Uint8Array | undefined> };
};

interface PuppeteerBrowser {
  newPage(): Promise<BenchTab>;
  close(): Promise<void>;
}

// puppeteer-core comes with Lighthouse (it drives Chromium for it); resolved from there, not listed twice.
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve("lighthouse"));
const puppeteer = requireFromLighthouse("puppeteer-core") as { launch(options: object): Promise<PuppeteerBrowser> };

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-features=Translate,MediaRouter,OptimizationHints",
];

/**
 * How Lighthouse slows the phone down: `simulate` loads the page at full speed and computes the slow
 * phone's figures from that load's trace (Lantern); `devtools` slows the CPU 4× and throttles the network
 * while the page loads, and reports what it observed. Same mobile settings either way.
 */
export const THROTTLING_METHODS = ["simulate", "devtools"] as const;
export type Throttling = (typeof THROTTLING_METHODS)[number];

/** The method `--throttling` names (simulate when it names none). */
export function throttlingFrom(option: string | undefined): Throttling {
  const method = THROTTLING_METHODS.find((name) => name === (option ?? "simulate"));
  if (!method) throw new Error(`--throttling is one of ${THROTTLING_METHODS.join(", ")}, not ${option}`);
  return method;
}

export interface Measurement {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: number;
}

/** One Lighthouse run: the figures, and what its LCP was and where its time went (./lcp.ts). */
export interface Run extends Measurement {
  lcpElement: string | null;
  lcpPhases: LcpPhases | null;
  /** Simulated throttling only: the TBT split by the kind of work in each blocking task, and whether the full first layout was in the FCP's graph (./tbt-split.ts). */
  simulatedTbt: SimulatedTbt | null;
}

/** tsx may wrap functions in a `__name` helper: the page gets a stand-in before any of them runs. */
const NAME_HELPER = "var __name = (target) => target;";

/** Script run at document start. */
function initScript(page: BenchPage, login: Login): string | null {
  if (page.as === "player") {
    return `${NAME_HELPER} (${(stored: Login) => {
      localStorage.setItem("user_id", String(stored.user_id));
      localStorage.setItem("user_secret_key", stored.user_secret_key);
      localStorage.setItem("user_name", stored.username);
      localStorage.setItem("login_type", "login_v2");
    }})(${JSON.stringify(login)})`;
  }
  if (page.as === "telegram") return `${NAME_HELPER} (${installFakeTelegram.toString()})(${JSON.stringify({ popupAnswer: "ok" })})`;
  return null;
}

/**
 * A fresh Chromium with a tab prepared as `page.as` opens pages (`extraScript` runs at document start
 * too), and the address to open; `use` gets both, and the browser closes after it.
 */
export async function withPreparedTab<T>(page: BenchPage, login: Login, use: (tab: BenchTab, url: string) => Promise<T>, extraScript?: string): Promise<T> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const tab = await browser.newPage();
    const script = initScript(page, login);
    if (script) await tab.evaluateOnNewDocument(script);
    if (extraScript) await tab.evaluateOnNewDocument(extraScript);
    // A login writes the same values to cookies too (@repo/session login rules), which a signed-in page's
    // server reads to render the player's first data.
    if (page.as === "player") await tab.setCookie(...loginCookies(page.url, login));
    // Telegram opens the mini app with fresh signed launch data in the hash (signed at the dev API's time).
    const url = page.as === "telegram" ? buildLaunchUrl(page.url, { botToken: DEV_BOT_TOKEN, authDate: await devApiNow() }) : page.url;
    return await use(tab, url);
  } finally {
    await browser.close();
  }
}

/** With BENCH_LHR_DIR set, each run's whole Lighthouse report is written there (its request list and audits). */
function keepReport(page: BenchPage, lhr: object): void {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = `${page.name.replace(/[^a-z0-9]+/gi, "-")}-${fs.readdirSync(dir).length + 1}.json`;
  fs.writeFileSync(path.join(dir, name), JSON.stringify(lhr));
}

export function measure(page: BenchPage, login: Login, throttling: Throttling): Promise<Run> {
  return withPreparedTab(page, login, async (tab, url) => {
    const result = await lighthouse(url, { output: "json", logLevel: "error", onlyCategories: ["performance"], throttlingMethod: throttling }, undefined, tab);
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.name}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    keepReport(page, lhr);
    const requests = lhr.audits["network-requests"]?.details;
    const lcp = lcpDetail(lhr.audits["largest-contentful-paint-element"]?.details);
    const tbt = value("total-blocking-time");
    const simulated = throttling === "simulate" ? await simulatedTbt(result.artifacts, lhr.configSettings) : null;
    if (simulated && Math.abs(totalOf(simulated.parts) - tbt) > 1) {
      console.warn(`  ${page.name}: the TBT split adds up to ${Math.round(totalOf(simulated.parts))} ms, Lighthouse reported ${Math.round(tbt)}`);
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt,
      cls: value("cumulative-layout-shift"),
      requests: requests && "items" in requests ? requests.items.length : Number.NaN,
      lcpElement: lcp.element,
      lcpPhases: lcp.phases,
      simulatedTbt: simulated,
    };
  });
}
