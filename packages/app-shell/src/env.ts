// The runtime environment both apps validate (each app's env.ts calls `readServerEnv` with its own
// defaults). Hosts are runtime settings read when the server starts, so one build serves any backend.
import { z } from "zod";

const commaList = z
  .string()
  .default("")
  .transform((value) => value.split(",").map((s) => s.trim()).filter(Boolean));

export const DEPLOY_ENVS = ["development", "test", "production"] as const;

/** The dev default of the offer-statistics secret: public, so a production deployment must set its own. */
export const DEV_OFFER_STATS_SECRET = "dev-offer-stats-secret";

export function serverEnvSchema(defaults: { analyticsProject: string; telegramBotName: string; storeHost: string }) {
  return z.object({
    /**
     * What kind of deployment this is. Defaults to "production" under `next start` (NODE_ENV=production),
     * "development" otherwise; end-to-end tests and benchmarks of a production build say "test".
     * Production refuses the dev-only settings (the bridge simulator, the public offer-stats secret).
     */
    DEPLOY_ENV: z.enum(DEPLOY_ENVS).default("development"),
    /** Origin of the backend the server calls; every service defaults to `<origin>/svc/<service>`. */
    API_ORIGIN: z.url().default("http://127.0.0.1:4400"),
    /** Origin the browser calls when it differs from the server's (e.g. an internal address). */
    BROWSER_API_ORIGIN: z.url().optional(),
    /** Per-service hosts: "wallet=https://wallet.example.com,pay=https://pay.example.com". */
    SERVICE_HOSTS: z.string().default(""),
    /** Analytics collector; defaults to the backend origin's /collect. */
    ANALYTICS_ENDPOINT: z.url().optional(),
    ANALYTICS_PROJECT: z.string().min(1).default(defaults.analyticsProject),
    /** Offer statistics (signed events about offers); defaults to the backend origin's /offer-stats. */
    OFFER_STATS_ENDPOINT: z.url().optional(),
    OFFER_STATS_KEY: z.string().min(1).default(`${defaults.analyticsProject}-dev`),
    /** Signs offer statistics in the server's relay (/api/offer-stats); never sent to the browser. */
    OFFER_STATS_SECRET: z.string().min(1).optional(),
    /**
     * Deadline of one server-side data call (no retries): a stalled backend must cost a page this
     * long at most before it renders its "could not load" state.
     */
    SERVER_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(2_500),
    /** How long the server's corrected texts (per-page translation JSON) are kept before asking again. */
    PAGE_TEXTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(300),
    /** Tag manager container id and script host; nothing is loaded unless both are set. */
    TAG_MANAGER_ID: z.string().min(1).optional(),
    TAG_MANAGER_HOST: z.url().optional(),
    TELEGRAM_BOT_NAME: z.string().min(1).default(defaults.telegramBotName),
    /**
     * The domain the login and language cookies are shared on (".xworld.example": every subdomain).
     * Unset: host-only cookies. Never guessed from the host (wrong for *.com.vn, *.co.id, *.com.br).
     */
    COOKIE_DOMAIN: z
      .string()
      .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i, "a domain such as .xworld.example")
      .optional(),
    /** Hosts a backUrl may open after login; anything else goes home. */
    REDIRECT_ALLOWED_HOSTS: commaList,
    /**
     * Play the native app in a plain browser (dev and e2e): pages load the bridge simulator from the
     * dev API, which installs itself only when the URL or localStorage asks for it. Off in production.
     */
    BRIDGE_SIMULATOR: z
      .enum(["0", "1", "true", "false"])
      .default("0")
      .transform((value) => value === "1" || value === "true"),
    /** Host of the store that serves the quest page. */
    STORE_HOST: z.string().min(1).default(defaults.storeHost),
  }).superRefine((env, context) => {
    if (env.DEPLOY_ENV !== "production") return;
    if (env.BRIDGE_SIMULATOR) {
      context.addIssue({ code: "custom", path: ["BRIDGE_SIMULATOR"], message: "the native-app simulator is for dev and tests; a production deployment refuses it" });
    }
    if (!env.OFFER_STATS_SECRET || env.OFFER_STATS_SECRET === DEV_OFFER_STATS_SECRET) {
      context.addIssue({ code: "custom", path: ["OFFER_STATS_SECRET"], message: "a production deployment needs its own secret" });
    }
  });
}

export type ServerEnv = z.infer<ReturnType<typeof serverEnvSchema>>;

/** Validates `source`; throws one readable error that lists every bad variable. */
export function readServerEnv(
  app: string,
  schema: ReturnType<typeof serverEnvSchema>,
  source: Record<string, string | undefined>,
): ServerEnv {
  const deployEnv = source.DEPLOY_ENV ?? (source.NODE_ENV === "production" ? "production" : "development");
  const parsed = schema.safeParse({ ...source, DEPLOY_ENV: deployEnv });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment for ${app}:\n${problems}`);
  }
  return parsed.data;
}
