// @vitest-environment node
// Every entry point can be imported where there is no window (server rendering), and the parts that
// make sense there do not reach for one.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

const entries = readdirSync(new URL(".", import.meta.url))
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => file.replace(/\.ts$/, ""));

describe("on the server", () => {
  it("has no window", () => {
    expect(typeof window).toBe("undefined");
    expect(entries).toEqual(expect.arrayContaining(["collector", "page-name", "offer-stats", "tag-manager", "reports"]));
  });

  it.each(entries)("imports %s without touching window", async (entry) => {
    await expect(import(`./${entry}.ts`)).resolves.toBeTypeOf("object");
  });

  it("names pages, builds a collector without storage and skips the tag manager", async () => {
    const { pageNameFor } = await import("./page-name");
    const { createCollector } = await import("./collector");
    const { loadTagManager } = await import("./tag-manager");
    const { browserLocalStorage } = await import("./storage");
    expect(pageNameFor("/vi-VN/user/login")).toBe("login");
    const collector = createCollector({
      endpoint: "http://127.0.0.1:9/collect",
      project: "xworld",
      storage: browserLocalStorage(),
      now: () => 0,
      transport: { send: () => "sent" },
      maxQueue: 10,
      getContext: () => ({ page: "home_new" }),
    });
    expect(collector.track("ssr_probe").page).toBe("home_new");
    collector.dispose();
    expect(loadTagManager({ id: "GTM-1", host: "h.example.test" })).toBe("no-document");
  });
});
