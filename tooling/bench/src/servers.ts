// The servers of one bench run, on loopback ports of their own (dev API 4580, apps 3580-3582, away from
// dev, the e2e suites and scripts/lighthouse.mjs), moved by BENCH_PORT_SHIFT (else E2E_PORT_SHIFT) so
// two checkouts can measure side by side: the dev API, both apps and the floor, each built app under
// `next start` as a test deployment (DEPLOY_ENV=test).
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../../..");

const SHIFT = Number(process.env.BENCH_PORT_SHIFT ?? process.env.E2E_PORT_SHIFT ?? 0);
export const PORTS = { api: 4580 + SHIFT, xworld: 3580 + SHIFT, luckybear: 3581 + SHIFT, floor: 3582 + SHIFT } as const;
export const API_ORIGIN = `http://127.0.0.1:${PORTS.api}`;

const children: ChildProcess[] = [];

function start(cwd: string, args: string[], env: Record<string, string>): void {
  // Own process group, so stopping it also stops what pnpm started.
  const child = spawn("pnpm", args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DEPLOY_ENV: "test", ...env },
    stdio: "ignore",
    detached: true,
  });
  children.push(child);
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

export function stopServers(): void {
  for (const child of children.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

/** Starts everything and resolves when every server answers. */
export async function startServers(): Promise<void> {
  process.on("exit", stopServers);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(1));
  start(ROOT, ["--filter", "@repo/dev-api", "start"], { DEV_API_PORT: String(PORTS.api) });
  await waitFor(`${API_ORIGIN}/__dev/health`);
  for (const app of ["xworld", "luckybear"] as const) {
    start(path.join(ROOT, "apps", app), ["start"], { PORT: String(PORTS[app]), API_ORIGIN });
  }
  start(path.join(ROOT, "tooling", "floor"), ["start"], { PORT: String(PORTS.floor) });
  await Promise.all([
    waitFor(`http://127.0.0.1:${PORTS.xworld}/en-US`),
    waitFor(`http://127.0.0.1:${PORTS.luckybear}/en-US/luckybear`),
    waitFor(`http://127.0.0.1:${PORTS.floor}/`),
  ]);
}

export interface Login {
  user_id: number;
  user_secret_key: string;
  username: string;
}

async function call<T>(service: string, pathname: string, body: unknown): Promise<T> {
  const response = await fetch(`${API_ORIGIN}/svc/${service}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${pathname}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** The dev API's clock: Telegram launch data is signed with it, since that server judges its age. */
export async function devApiNow(): Promise<Date> {
  const health = (await (await fetch(`${API_ORIGIN}/__dev/health`)).json()) as { data: { now_ms: number } };
  return new Date(health.data.now_ms);
}

/** The dev API's seeded player, logged in by phone code (as the e2e fixture `signIn` does). */
export async function loginSeededPlayer(): Promise<Login> {
  const phone = { phone: "912345678", country_code: "+84" };
  await call("user", "/user/send_otp_via_phone", phone);
  const otp = (await (await fetch(`${API_ORIGIN}/__dev/otp?phone=${encodeURIComponent("+84912345678")}`)).json()) as { data?: { code?: string } };
  if (!otp.data?.code) throw new Error("the dev API sent no one-time code");
  return call<Login>("user", "/user/register_or_login_by_phone", { ...phone, code: otp.data.code });
}
