import { fakePlatform } from "@repo/session/platform/test-platform";
import type { ShareResult } from "@repo/session/platform/types";
import { describe, expect, it, vi } from "vitest";
import { shareThroughPlatform } from "./share-action";

const INPUT = { text: "Join me on XWorld", url: "https://xworld.example/r/10001" };

describe("shareThroughPlatform", () => {
  it("opens the app's share dialog where the platform has no share sheet", async () => {
    const platform = fakePlatform();
    const openDialog = vi.fn();
    await expect(shareThroughPlatform(platform, openDialog, INPUT)).resolves.toBe("dialog");
    expect(openDialog).toHaveBeenCalledWith({ name: "share", props: INPUT });
    expect(platform.share).not.toHaveBeenCalled();
  });

  it("refuses empty text on every platform, sharing nothing (spec: the empty text warning)", async () => {
    for (const nativeShare of [false, true]) {
      const platform = fakePlatform({ capabilities: { nativeShare } });
      const openDialog = vi.fn();
      await expect(shareThroughPlatform(platform, openDialog, { ...INPUT, text: "  \n " })).resolves.toBe("empty");
      expect(openDialog).not.toHaveBeenCalled();
      expect(platform.share).not.toHaveBeenCalled();
    }
  });

  const results: [ShareResult | Error, string][] = [
    [{ ok: true, via: "telegram" }, "shared"],
    [{ ok: false, reason: "cancelled" }, "cancelled"],
    [{ ok: false, reason: "failed" }, "failed"],
    [{ ok: false, reason: "empty-text", warning: "Share failed, text is empty" }, "empty"],
    [new Error("bridge gone"), "failed"],
  ];
  it.each(results)("hands the text and link to the host's share sheet: %j → %s", async (result, outcome) => {
    const share = vi.fn(async () => {
      if (result instanceof Error) throw result;
      return result;
    });
    const platform = fakePlatform({ share, capabilities: { nativeShare: true } });
    await expect(shareThroughPlatform(platform, vi.fn(), INPUT)).resolves.toBe(outcome);
    expect(share).toHaveBeenCalledWith(INPUT.text, INPUT.url);
  });
});
