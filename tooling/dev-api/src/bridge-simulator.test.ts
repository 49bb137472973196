import { describe, expect, it } from "vitest";
import { createDevApi } from "./server";

describe("GET /__dev/bridge-simulator.js", () => {
  it("serves the native-bridge simulator as one script that installs itself", async () => {
    const { app } = createDevApi({ log: () => undefined });
    const answer = await app.request("/__dev/bridge-simulator.js");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/javascript/);
    const script = await answer.text();
    expect(script).not.toMatch(/^\s*import /m);
    expect(script).toContain("__xworldBridgeSimulator");
    expect(script).toContain("bridgeSim");
  }, 20_000);
});
