// Test control routes under /__dev (not part of any service).
import { Hono } from "hono";
import { z } from "zod/mini";
import { createTaskControlRoutes } from "./control-tasks";
import { createCompeteControlRoutes } from "./control-compete";
import { DEV_CODES, success } from "./envelope";
import type { DevState } from "./state";
import { SEEDED_USER } from "./state/users";

const failNextInput = z.object({
  path: z.optional(z.string()),
  code: z.optional(z.number()),
  msg: z.optional(z.string()),
  httpStatus: z.optional(z.number().check(z.gte(100), z.lte(599))),
  delayMs: z.optional(z.number().check(z.gte(0), z.lte(120_000))),
  times: z.optional(z.number().check(z.gte(1))),
  hostile: z.optional(z.enum(["non_json", "wrong_types", "missing_data", "huge_body", "slow_body"])),
});

const pageTextsInput = z.object({ page: z.string(), locale: z.string(), texts: z.record(z.string(), z.string()) });

export interface ControlHost {
  state(): DevState;
  reset(): void;
  routes(): readonly string[];
  /** The dev API's clock in milliseconds (the one its seed, day cuts and init-data checks use). */
  now(): number;
}

export function createControlRoutes(host: ControlHost): Hono {
  const control = new Hono();
  control.get("/health", (c) =>
    c.json(success({ ok: true, seed: host.state().seed, now_ms: host.now(), seeded_user: { user_id: SEEDED_USER.user_id, phone: `${SEEDED_USER.dial_code}${SEEDED_USER.phone}` } })),
  );
  control.get("/routes", (c) => c.json(success({ routes: host.routes() })));
  control.post("/reset", (c) => {
    host.reset();
    return c.json(success({ ok: true, seed: host.state().seed }));
  });
  control.post("/fail-next", async (c) => {
    const parsed = failNextInput.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json({ code: DEV_CODES.INVALID_PARAMS, msg: "Invalid fail-next rule", data: null, errors: z.flattenError(parsed.error).fieldErrors }, 400);
    }
    const rule = { ...parsed.data, times: parsed.data.times ?? 1 };
    host.state().failRules.push(rule);
    return c.json(success({ ok: true, pending: host.state().failRules.length }));
  });
  // Stands for an editor correcting texts after a release: served by the page-translation call.
  control.post("/page-texts", async (c) => {
    const parsed = pageTextsInput.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ code: DEV_CODES.INVALID_PARAMS, msg: "Invalid page texts", data: null }, 400);
    const { page, locale, texts } = parsed.data;
    host.state().pageTexts.set(`${page}/${locale}`, texts);
    return c.json(success({ ok: true }));
  });
  // Stands for the player confirming a Telegram web login in the bot.
  control.post("/tg-web-login", async (c) => {
    const body = z.object({ token: z.string(), user_id: z.optional(z.number()) }).safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ code: DEV_CODES.INVALID_PARAMS, msg: "Send { token, user_id? }", data: null }, 400);
    const pending = host.state().webLogins.get(body.data.token);
    const userId = body.data.user_id ?? SEEDED_USER.user_id;
    if (!pending || !host.state().users.get(userId)) return c.json({ code: DEV_CODES.NOT_FOUND, msg: "Unknown token or user", data: null }, 404);
    pending.user_id = userId;
    return c.json(success({ ok: true }));
  });
  control.route("/tasks", createTaskControlRoutes(host));
  control.route("/compete", createCompeteControlRoutes(host));
  control.get("/otp", (c) => {
    const phone = (c.req.query("phone") ?? "").replace(/\s/g, "");
    const record = host.state().otps.get(phone.startsWith("+") ? phone : `+${phone}`);
    if (!record) return c.json({ code: DEV_CODES.NOT_FOUND, msg: `No code was sent to ${phone}`, data: null }, 404);
    return c.json(success({ phone, code: record.code, sent_at: record.sent_at }));
  });
  return control;
}
