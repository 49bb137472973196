// @vitest-environment node
import { describe, expect, it } from "vitest";

describe("on the server (no window)", () => {
  it("can import every module, and isTelegram() is false", async () => {
    const { isTelegram } = await import("./detect");
    await Promise.all([
      import("./start"),
      import("./login"),
      import("./phone"),
      import("./device-id"),
      import("./cloud-storage"),
      import("./links"),
      import("./share"),
      import("./popup"),
      import("./back-button"),
    ]);
    expect(typeof window).toBe("undefined");
    expect(isTelegram()).toBe(false);
  });

  it("answers false from the feature calls instead of throwing", async () => {
    const { openLink } = await import("./links");
    const { shareToChat } = await import("./share");
    expect(openLink("https://example.com")).toBe(false);
    expect(shareToChat({ text: "hi" })).toEqual({ ok: false, reason: "not_in_telegram" });
  });
});
