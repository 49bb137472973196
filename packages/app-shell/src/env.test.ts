import { describe, expect, it } from "vitest";
import { readServerEnv, serverEnvSchema } from "./env";
import { runtimeConfigFrom } from "./runtime-config";

const schema = serverEnvSchema({ analyticsProject: "xworld", telegramBotName: "bot", storeHost: "store.local" });

describe("server environment", () => {
  it("defaults to the local dev API and the app's own analytics project", () => {
    const env = readServerEnv("xworld", schema, {});
    expect(env.API_ORIGIN).toBe("http://127.0.0.1:4400");
    expect(env.ANALYTICS_PROJECT).toBe("xworld");
    expect(env.REDIRECT_ALLOWED_HOSTS).toEqual([]);
    expect(env.TAG_MANAGER_ID).toBeUndefined();
  });

  it("lists every bad variable in one error", () => {
    expect(() => readServerEnv("xworld", schema, { API_ORIGIN: "not a url", TAG_MANAGER_HOST: "nope" })).toThrow(
      /Invalid environment for xworld:\n {2}API_ORIGIN: .*\n {2}TAG_MANAGER_HOST: /,
    );
  });

  it("splits the redirect allow-list", () => {
    const env = readServerEnv("xworld", schema, { REDIRECT_ALLOWED_HOSTS: " a.example.com, ,b.example.com " });
    expect(env.REDIRECT_ALLOWED_HOSTS).toEqual(["a.example.com", "b.example.com"]);
  });
});

describe("production", () => {
  const production = { NODE_ENV: "production", OFFER_STATS_SECRET: "s3cret-of-this-deployment" };

  it("is the default under next start, and refuses the bridge simulator", () => {
    expect(readServerEnv("xworld", schema, production).DEPLOY_ENV).toBe("production");
    expect(() => readServerEnv("xworld", schema, { ...production, BRIDGE_SIMULATOR: "1" })).toThrow(/BRIDGE_SIMULATOR: .*refuses it/);
  });

  it("needs its own offer-stats secret", () => {
    expect(() => readServerEnv("xworld", schema, { NODE_ENV: "production" })).toThrow(/OFFER_STATS_SECRET: a production deployment needs its own secret/);
    expect(() => readServerEnv("xworld", schema, { NODE_ENV: "production", OFFER_STATS_SECRET: "dev-offer-stats-secret" })).toThrow(/OFFER_STATS_SECRET/);
  });

  it("allows the dev-only settings to a production build under test", () => {
    const env = readServerEnv("xworld", schema, { NODE_ENV: "production", DEPLOY_ENV: "test", BRIDGE_SIMULATOR: "1" });
    expect(env.BRIDGE_SIMULATOR).toBe(true);
    expect(env.OFFER_STATS_SECRET).toBeUndefined();
  });
});

describe("the browser's config", () => {
  it("never carries the offer-stats secret or key: the server's relay signs", () => {
    const config = runtimeConfigFrom(readServerEnv("xworld", schema, { OFFER_STATS_SECRET: "s3cret-of-this-deployment", OFFER_STATS_KEY: "xw-key" }));
    expect(JSON.stringify(config)).not.toContain("s3cret-of-this-deployment");
    expect(JSON.stringify(config)).not.toContain("xw-key");
  });
});

describe("cookie domain", () => {
  it("is host-only unless configured", () => {
    expect(runtimeConfigFrom(readServerEnv("xworld", schema, {})).cookieDomain).toBeNull();
    expect(runtimeConfigFrom(readServerEnv("xworld", schema, { COOKIE_DOMAIN: ".xworld.com.vn" })).cookieDomain).toBe(".xworld.com.vn");
    expect(() => readServerEnv("xworld", schema, { COOKIE_DOMAIN: "https://xworld.example" })).toThrow(/COOKIE_DOMAIN/);
  });
});

describe("runtime config for the browser", () => {
  it("uses the browser origin for API and analytics when one is set", () => {
    const env = readServerEnv("xworld", schema, {
      API_ORIGIN: "http://10.0.0.5:4400",
      BROWSER_API_ORIGIN: "https://api.example.com",
      SERVICE_HOSTS: "wallet=https://wallet.example.com",
    });
    const config = runtimeConfigFrom(env);
    expect(config.apiOrigin).toBe("https://api.example.com");
    expect(config.analyticsEndpoint).toBe("https://api.example.com/collect");
    expect(config.serviceHosts).toEqual({ wallet: "https://wallet.example.com" });
  });

  it("loads the bridge simulator only when BRIDGE_SIMULATOR is on", () => {
    expect(runtimeConfigFrom(readServerEnv("x", schema, {})).bridgeSimulatorScript).toBeNull();
    expect(runtimeConfigFrom(readServerEnv("x", schema, { BRIDGE_SIMULATOR: "1" })).bridgeSimulatorScript).toBe(
      "http://127.0.0.1:4400/__dev/bridge-simulator.js",
    );
    expect(() => readServerEnv("x", schema, { BRIDGE_SIMULATOR: "yes" })).toThrow(/BRIDGE_SIMULATOR/);
  });

  it("turns the tag manager on only when both its id and host are set", () => {
    expect(runtimeConfigFrom(readServerEnv("x", schema, { TAG_MANAGER_ID: "GTM-1" })).tagManager).toBeNull();
    expect(
      runtimeConfigFrom(readServerEnv("x", schema, { TAG_MANAGER_ID: "GTM-1", TAG_MANAGER_HOST: "https://tm.example.com" }))
        .tagManager,
    ).toEqual({ id: "GTM-1", host: "https://tm.example.com" });
  });
});
